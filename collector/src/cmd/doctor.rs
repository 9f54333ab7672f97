//! `aotspy doctor`: one screen on what works on this machine and what to do about what does not:
//! the preload, the driver (or its device-less mode), the loader's entry points, ocloc and IGA
//! (probed per device family), ptrace for attach, caches, and spools left behind.

use super::clean::SpoolFile;
use crate::analysis::disasm::{cache_root, Ocloc};
use crate::cli::DoctorArgs;
use crate::report::views::text::human_bytes;
use crate::sys::emulation::{self, DriverFacts, Probe};
use crate::sys::files::default_spool_dirs;
use crate::sys::files::write_replacing;
use crate::sys::launch::locate_preload;
use anyhow::Result;
use serde::{Deserialize, Serialize};
use std::ffi::CStr;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Device families `doctor` asks ocloc to compile and disassemble for, newest first: one per
/// ISA generation IGA tells apart (Xe2, Xe-HPC, Xe-HPG, Xe-LPG, Xe-LP, Gen11, Gen9).
const DISASM_FAMILIES: &[&str] = &["bmg", "lnl", "pvc", "dg2", "mtl", "tgllp", "icllp", "skl"];

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Ok,
    Warn,
    Fail,
}

/// One line of the screen: what was checked, what was found, and what to do about it.
#[derive(Serialize, Debug)]
pub struct Check {
    pub area: &'static str,
    pub status: Status,
    pub found: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub advice: Option<String>,
}

#[derive(Serialize, Debug)]
pub struct Doctor {
    pub aotspy_version: &'static str,
    pub checks: Vec<Check>,
    pub driver: DriverFacts,
    /// Package owning the driver library (dpkg), with its version.
    pub driver_package: Option<String>,
    /// Devices whose device-less emulation initializes here (only probed without a GPU).
    pub emulation_works_for: Vec<&'static str>,
    pub ocloc: Option<OclocFacts>,
    pub iga: Option<String>,
    pub ptrace: PtraceFacts,
    pub caches: Vec<DirUsage>,
    pub spools: Vec<SpoolUsage>,
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct OclocFacts {
    pub path: String,
    pub version: Option<String>,
    /// Per family in [`DISASM_FAMILIES`]: whether ocloc compiled a kernel for it and
    /// disassembled the result.
    pub families: Vec<FamilyProbe>,
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct FamilyProbe {
    pub device: String,
    pub compiles: bool,
    pub disassembles: bool,
}

#[derive(Serialize, Debug)]
pub struct PtraceFacts {
    /// `/proc/sys/kernel/yama/ptrace_scope`, absent without Yama.
    pub yama_scope: Option<u32>,
    pub cap_sys_ptrace: bool,
    /// `Seccomp:` of /proc/self/status: 2 is a filter, as containers install.
    pub seccomp_mode: Option<u32>,
}

#[derive(Serialize, Debug)]
pub struct DirUsage {
    pub what: &'static str,
    pub path: String,
    pub exists: bool,
    pub files: u64,
    pub bytes: u64,
}

#[derive(Serialize, Debug)]
pub struct SpoolUsage {
    pub path: String,
    pub files: usize,
    pub bytes: u64,
    /// Files whose process still runs (never cleaned).
    pub in_use: usize,
    pub oldest_seconds: Option<u64>,
}

pub fn run(args: DoctorArgs) -> Result<u8> {
    let doctor = examine();
    if args.json {
        println!("{}", serde_json::to_string_pretty(&doctor)?);
    } else {
        print!("{}", screen(&doctor));
    }
    Ok(u8::from(
        doctor.checks.iter().any(|c| c.status == Status::Fail),
    ))
}

fn examine() -> Doctor {
    let mut checks = vec![preload_check()];

    let (gpu, facts) = emulation::probe_with(&[]);
    let mut emulation_works_for = Vec::new();
    let emulated_facts = match &gpu {
        Probe::Works(n) => {
            checks.push(ok(
                "gpu",
                format!("{n} device(s): {}", facts.devices.join(", ")),
            ));
            DriverFacts::default()
        }
        failed => {
            emulation_works_for = emulation::working_devices();
            checks.push(no_gpu_check(failed, &emulation_works_for));
            emulation::probe_with(&emulation::keys(
                emulation_works_for.first().unwrap_or(&"pvc"),
            ))
            .1
        }
    };
    // Without a GPU, zeInit may fail before the driver is known: take what emulation learnt.
    let driver = merge_facts(facts, emulated_facts);
    let driver_package = driver.driver_path.as_deref().and_then(dpkg_owner);
    checks.push(driver_check(&driver, driver_package.as_deref()));
    checks.push(loader_check(&driver));

    let located = Ocloc::locate();
    let ocloc = located.as_ref().ok().map(|o| ocloc_facts(o.path()));
    checks.push(match &ocloc {
        Some(facts) => ocloc_check(facts),
        None => fail(
            "ocloc",
            located.err().unwrap_or_default(),
            "aotspy disassembles with the ocloc of your driver; it bundles none",
        ),
    });
    let iga = iga_library();
    checks.push(iga_check(iga.as_deref()));

    let ptrace = ptrace_facts();
    checks.push(ptrace_check(&ptrace));

    let caches = cache_dirs();
    let spools: Vec<SpoolUsage> = default_spool_dirs()
        .iter()
        .map(|d| spool_usage(d))
        .collect();
    checks.push(spools_check(&spools));

    Doctor {
        aotspy_version: env!("CARGO_PKG_VERSION"),
        checks,
        driver,
        driver_package,
        emulation_works_for,
        ocloc,
        iga,
        ptrace,
        caches,
        spools,
    }
}

fn preload_check() -> Check {
    match locate_preload() {
        Ok(path) => ok("preload", path.display().to_string()),
        Err(e) => fail(
            "preload",
            format!("{e:#}"),
            "reinstall aotspy (pip install aotspy, or scripts/install), or set AOTSPY_PRELOAD",
        ),
    }
}

/// The `gpu` line when Level Zero found no GPU (`probe` says how), given the devices whose
/// device-less emulation works here.
fn no_gpu_check(probe: &Probe, emulation_works_for: &[&str]) -> Check {
    let why = match probe {
        Probe::Fails(how) => format!("Level Zero found no GPU ({how})"),
        _ => "Level Zero found no GPU".to_owned(),
    };
    let Some(first) = emulation_works_for.first() else {
        return fail(
            "gpu",
            format!("{why}; device-less emulation works for no device either"),
            "install Intel's GPU driver (NEO: libze-intel-gpu1 or intel-level-zero-gpu) \
             and the Level Zero loader (libze1)",
        );
    };
    warn(
        "gpu",
        format!(
            "{why}; device-less emulation works for: {}",
            emulation_works_for.join(", ")
        ),
        &format!(
            "without a GPU, run `aotspy collect --emulate {first} -- CMD` (kernels are \
             built and launched; results are garbage)",
        ),
    )
}

/// The `driver` line: which NEO was loaded, from which package (`package`, as dpkg names it).
fn driver_check(driver: &DriverFacts, package: Option<&str>) -> Check {
    match &driver.driver_path {
        Some(path) => ok(
            "driver",
            format!(
                "NEO {} ({}), Level Zero driver version {}",
                package.unwrap_or("of an unknown package"),
                path,
                driver.driver_version.as_deref().unwrap_or("unknown"),
            ),
        ),
        None => fail(
            "driver",
            "no NEO Level Zero driver (libze_intel_gpu.so.1) was loaded".to_owned(),
            "install Intel's compute runtime (Debian/Ubuntu: intel-opencl-icd or libze-intel-gpu1)",
        ),
    }
}

/// The `ocloc` line: which families the ocloc found disassembles, compiles only, or does not
/// know.
fn ocloc_check(ocloc: &OclocFacts) -> Check {
    let devices = |keep: fn(&FamilyProbe) -> bool| -> Vec<&str> {
        ocloc
            .families
            .iter()
            .filter(|f| keep(f))
            .map(|f| f.device.as_str())
            .collect()
    };
    let can = devices(|f| f.disassembles);
    let cannot = devices(|f| f.compiles && !f.disassembles);
    let unknown = devices(|f| !f.compiles);
    let found = format!(
        "{} {} disassembles {}{}{}",
        ocloc.path,
        ocloc.version.as_deref().unwrap_or("(version unknown)"),
        if can.is_empty() {
            "nothing".to_owned()
        } else {
            can.join(", ")
        },
        if cannot.is_empty() {
            String::new()
        } else {
            format!("; compiles but cannot disassemble {}", cannot.join(", "))
        },
        if unknown.is_empty() {
            String::new()
        } else {
            format!("; does not know {}", unknown.join(", "))
        }
    );
    if can.is_empty() {
        fail(
            "ocloc",
            found,
            "ocloc cannot disassemble: install IGC's IGA (libigc-tools; libiga64.so must be loadable)",
        )
    } else if cannot.iter().any(|d| ["skl", "icllp"].contains(d)) {
        let mut check = ok("ocloc", found);
        check.advice = Some(
            "IGA 2.x (IGC 2) dropped Gen8 to Gen11: keep an ocloc from NEO 24.x or older for those"
                .to_owned(),
        );
        check
    } else {
        ok("ocloc", found)
    }
}

/// The `iga` line, from what [`iga_library`] found.
fn iga_check(iga: Option<&str>) -> Check {
    match iga {
        Some(found) => ok("iga", found.to_owned()),
        None => warn(
            "iga",
            "libiga64.so cannot be loaded".to_owned(),
            "ocloc disasm needs it: install libigc-tools (Debian 12 ships only libiga64.so.1: link libiga64.so to it)",
        ),
    }
}

/// The `spools` line: files finished processes left in the spools.
fn spools_check(spools: &[SpoolUsage]) -> Check {
    let stale: usize = spools.iter().map(|s| s.files - s.in_use).sum();
    if stale == 0 {
        return ok("spools", "nothing left behind".to_owned());
    }
    let bytes: u64 = spools.iter().map(|s| s.bytes).sum();
    let mut check = ok(
        "spools",
        format!(
            "{stale} file(s) of finished processes, {} in {}",
            human_bytes(bytes),
            spools
                .iter()
                .map(|s| s.path.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    );
    check.advice = Some(
        "render them with `aotspy report DIR`, or remove old ones with `aotspy clean --older-than 7d`"
            .to_owned(),
    );
    check
}

fn ok(area: &'static str, found: String) -> Check {
    Check {
        area,
        status: Status::Ok,
        found,
        advice: None,
    }
}

fn warn(area: &'static str, found: String, advice: &str) -> Check {
    Check {
        area,
        status: Status::Warn,
        found,
        advice: Some(advice.to_owned()),
    }
}

fn fail(area: &'static str, found: String, advice: &str) -> Check {
    Check {
        area,
        status: Status::Fail,
        found,
        advice: Some(advice.to_owned()),
    }
}

fn merge_facts(real: DriverFacts, emulated: DriverFacts) -> DriverFacts {
    DriverFacts {
        loader_version: real.loader_version.or(emulated.loader_version),
        loader_path: real.loader_path.or(emulated.loader_path),
        driver_version: real.driver_version.or(emulated.driver_version),
        driver_path: real.driver_path.or(emulated.driver_path),
        devices: real.devices,
        loader_exports: if real.loader_exports.is_empty() {
            emulated.loader_exports
        } else {
            real.loader_exports
        },
    }
}

/// The launch entry points that newer runtimes use and old loaders do not export.
fn loader_check(driver: &DriverFacts) -> Check {
    let Some(path) = &driver.loader_path else {
        return fail(
            "loader",
            "libze_loader.so.1 cannot be loaded".to_owned(),
            "install the Level Zero loader (Debian/Ubuntu: libze1; oneAPI ships one too)",
        );
    };
    let version = driver
        .loader_version
        .as_deref()
        .unwrap_or("(version unknown)");
    let has = |name: &str| driver.loader_exports.iter().any(|e| e == name);
    let newer = [
        "zeCommandListAppendLaunchKernelWithArguments",
        "zeCommandListImmediateAppendCommandListsExp",
        "zeInitDrivers",
    ];
    let missing: Vec<&str> = newer.into_iter().filter(|n| !has(n)).collect();
    let found = format!(
        "{version} ({path}); exports {} launch/replay entry points",
        driver.loader_exports.len()
    );
    if missing.is_empty() {
        ok("loader", found)
    } else {
        warn(
            "loader",
            format!("{found}; lacks {}", missing.join(", ")),
            "SYCL 2026's adapters use these with NEO >= 25.48: a program whose runtime needs them \
             fails with this loader (with or without aotspy); a loader 1.2x or newer has them",
        )
    }
}

/// `package version` of the Debian/Ubuntu package that installed `path`, if dpkg knows it.
fn dpkg_owner(path: &str) -> Option<String> {
    let query = |args: &[&str]| {
        let out = Command::new("dpkg-query")
            .args(args)
            .stderr(Stdio::null())
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
    };
    let owner = query(&["-S", path])?;
    let package = owner.split(':').next()?.trim().to_owned();
    let version = query(&["-W", "-f=${Version}", &package])?;
    Some(format!("{package} {version}"))
}

/// Probes ocloc per family: compile a one-line kernel, disassemble it. Cached per ocloc binary
/// (path, size, mtime) under the aotspy cache, since the probe takes a few seconds.
fn ocloc_facts(ocloc: &Path) -> OclocFacts {
    let key = fs::metadata(ocloc).ok().map(|m| {
        aotspy_binfmt::sha256_hex(
            format!("{}|{}|{}", ocloc.display(), m.size(), m.mtime()).as_bytes(),
        )
    });
    let cache_file = key.and_then(|key| {
        let root = cache_root().ok()?.parent()?.join("doctor");
        Some(root.join(format!("ocloc-{}.json", &key[..16])))
    });
    if let Some(cached) = cache_file
        .as_ref()
        .and_then(|f| fs::read(f).ok())
        .and_then(|bytes| serde_json::from_slice::<OclocFacts>(&bytes).ok())
        .filter(|c| c.path == ocloc.display().to_string())
    {
        return cached;
    }
    eprintln!(
        "aotspy: probing what {} compiles and disassembles …",
        ocloc.display()
    );
    let work = match tempfile::tempdir() {
        Ok(work) => work,
        Err(_) => {
            return OclocFacts {
                path: ocloc.display().to_string(),
                version: None,
                families: Vec::new(),
            }
        }
    };
    let facts = OclocFacts {
        path: ocloc.display().to_string(),
        version: ocloc_version(ocloc, work.path()),
        families: std::thread::scope(|scope| {
            let probes: Vec<_> = DISASM_FAMILIES
                .iter()
                .map(|&device| {
                    let dir = work.path().join(device);
                    scope.spawn(move || probe_family(ocloc, device, &dir))
                })
                .collect();
            probes.into_iter().filter_map(|p| p.join().ok()).collect()
        }),
    };
    if let Some(file) = cache_file {
        let dir = file.parent().unwrap_or(Path::new("."));
        let _ = fs::create_dir_all(dir);
        // Replaced whole (concurrent doctors never read half of it); a cache is only a cache.
        if let Some(name) = file.file_name().and_then(|n| n.to_str()) {
            let _ = write_replacing(dir, name, &serde_json::to_vec(&facts).unwrap_or_default());
        }
    }
    facts
}

/// `ocloc query OCL_DRIVER_VERSION`: ocloc 22 prints it, newer ones write a file of that name.
fn ocloc_version(ocloc: &Path, work: &Path) -> Option<String> {
    let out = Command::new(ocloc)
        .args(["query", "OCL_DRIVER_VERSION"])
        .current_dir(work)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    let printed = String::from_utf8_lossy(&out.stdout).into_owned();
    let written = fs::read_to_string(work.join("OCL_DRIVER_VERSION")).unwrap_or_default();
    [written, printed].into_iter().find_map(|text| {
        // ocloc 22 ends the file with a NUL.
        text.split(|c: char| c.is_whitespace() || c == '\0')
            .find(|w| w.split('.').count() >= 3 && w.split('.').all(|p| p.parse::<u32>().is_ok()))
            .map(str::to_owned)
    })
}

fn probe_family(ocloc: &Path, device: &str, dir: &Path) -> FamilyProbe {
    const KERNEL: &str = "__kernel void doctor(__global int *a) { a[get_global_id(0)] += 1; }\n";
    let mut probe = FamilyProbe {
        device: device.to_owned(),
        compiles: false,
        disassembles: false,
    };
    let source = dir.join("k.cl");
    if fs::create_dir_all(dir)
        .and_then(|()| fs::write(&source, KERNEL))
        .is_err()
    {
        return probe;
    }
    let quiet = |command: &mut Command| {
        command
            .current_dir(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let compiled = quiet(Command::new(ocloc).args([
        "compile",
        "-file",
        "k.cl",
        "-device",
        device,
        "--format",
        "zebin",
        "-output_no_suffix",
        "-output",
        "k",
        "-q",
    ]));
    // ocloc 26 writes k.bin (and k.spv); ocloc 22 writes k.
    let Some(binary) = ["k.bin", "k"]
        .into_iter()
        .map(|n| dir.join(n))
        .find(|p| p.is_file())
    else {
        return probe;
    };
    probe.compiles = compiled;
    let dump = dir.join("asm");
    // ocloc disasm writes nothing into a directory that does not exist yet.
    if fs::create_dir_all(&dump).is_err() {
        return probe;
    }
    quiet(
        Command::new(ocloc)
            .arg("disasm")
            .arg("-file")
            .arg(&binary)
            .arg("-device")
            .arg(device)
            .arg("-dump")
            .arg(&dump),
    );
    probe.disassembles = fs::read_dir(&dump).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.path().extension().is_some_and(|x| x == "asm"))
    });
    probe
}

/// Where `libiga64.so` (what ocloc disasm loads) resolves, and IGA's version.
fn iga_library() -> Option<String> {
    // SAFETY: dlopen/dlsym/dlclose of IGA, whose iga_version_string takes nothing and returns a
    // static string.
    unsafe {
        let handle = libc::dlopen(c"libiga64.so".as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL);
        if handle.is_null() {
            return None;
        }
        let version = libc::dlsym(handle, c"iga_version_string".as_ptr());
        let version = (!version.is_null()).then(|| {
            let f = std::mem::transmute::<
                *mut libc::c_void,
                unsafe extern "C" fn() -> *const libc::c_char,
            >(version);
            CStr::from_ptr(f()).to_string_lossy().into_owned()
        });
        let mut info: libc::Dl_info = std::mem::zeroed();
        let symbol = libc::dlsym(handle, c"iga_context_create".as_ptr());
        let path = (!symbol.is_null()
            && libc::dladdr(symbol, &mut info) != 0
            && !info.dli_fname.is_null())
        .then(|| {
            CStr::from_ptr(info.dli_fname)
                .to_string_lossy()
                .into_owned()
        });
        let path = path.map(|p| fs::canonicalize(&p).map_or(p, |c| c.display().to_string()));
        Some(format!(
            "IGA {} ({})",
            version.as_deref().unwrap_or("(version unknown)"),
            path.as_deref().unwrap_or("libiga64.so")
        ))
    }
}

fn ptrace_facts() -> PtraceFacts {
    let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .map(str::trim)
            .map(str::to_owned)
    };
    const CAP_SYS_PTRACE: u32 = 19;
    let cap_sys_ptrace = field("CapEff:")
        .and_then(|hex| u64::from_str_radix(&hex, 16).ok())
        .is_some_and(|caps| caps & (1 << CAP_SYS_PTRACE) != 0);
    PtraceFacts {
        yama_scope: fs::read_to_string("/proc/sys/kernel/yama/ptrace_scope")
            .ok()
            .and_then(|s| s.trim().parse().ok()),
        cap_sys_ptrace,
        seccomp_mode: field("Seccomp:").and_then(|s| s.parse().ok()),
    }
}

fn ptrace_check(p: &PtraceFacts) -> Check {
    let scope = p
        .yama_scope
        .map_or("no Yama".to_owned(), |s| format!("Yama ptrace_scope {s}"));
    let cap = if p.cap_sys_ptrace {
        "with CAP_SYS_PTRACE"
    } else {
        "without CAP_SYS_PTRACE"
    };
    let found = format!("{scope}, {cap}");
    let attach_any = match p.yama_scope {
        Some(3) => false,
        Some(1) | Some(2) => p.cap_sys_ptrace,
        _ => true,
    };
    let mut check = if attach_any {
        ok("ptrace", format!("{found}: may trace your processes"))
    } else {
        warn(
            "ptrace",
            format!("{found}: may not trace processes it did not start"),
            "`aotspy attach` to processes started with the preload works regardless; tracing others \
             needs root, CAP_SYS_PTRACE, or `sysctl kernel.yama.ptrace_scope=0`",
        )
    };
    if p.seccomp_mode == Some(2) && check.advice.is_none() {
        check.advice = Some(
            "a seccomp filter is active (a container?): it may refuse ptrace even so".to_owned(),
        );
    }
    check
}

fn cache_dirs() -> Vec<DirUsage> {
    let env = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let home = env("HOME");
    let xdg_cache = env("XDG_CACHE_HOME").or_else(|| home.as_ref().map(|h| h.join(".cache")));
    let mut dirs = Vec::new();
    if let Some(asm) = cache_root()
        .ok()
        .and_then(|r| r.parent().map(Path::to_path_buf))
    {
        dirs.push(("aotspy", asm));
    }
    if let Some(d) =
        env("SYCL_CACHE_DIR").or_else(|| xdg_cache.as_ref().map(|c| c.join("libsycl_cache")))
    {
        dirs.push(("sycl", d));
    }
    if let Some(d) =
        env("NEO_CACHE_DIR").or_else(|| xdg_cache.as_ref().map(|c| c.join("neo_compiler_cache")))
    {
        dirs.push(("neo", d));
    }
    if let Some(d) =
        env("TRITON_CACHE_DIR").or_else(|| home.as_ref().map(|h| h.join(".triton/cache")))
    {
        dirs.push(("triton", d));
    }
    dirs.into_iter()
        .map(|(what, path)| {
            let (files, bytes) = usage(&path);
            DirUsage {
                what,
                exists: path.is_dir(),
                path: path.display().to_string(),
                files,
                bytes,
            }
        })
        .collect()
}

/// Files and bytes under `dir`, not following links.
fn usage(dir: &Path) -> (u64, u64) {
    let mut totals = (0, 0);
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() {
                pending.push(entry.path());
            } else if meta.is_file() {
                totals.0 += 1;
                totals.1 += meta.len();
            }
        }
    }
    totals
}

fn spool_usage(dir: &Path) -> SpoolUsage {
    let files = SpoolFile::list(dir).unwrap_or_default();
    SpoolUsage {
        path: dir.display().to_string(),
        files: files.len(),
        bytes: files.iter().map(|f| f.bytes).sum(),
        in_use: files.iter().filter(|f| f.in_use()).count(),
        oldest_seconds: files.first().map(|f| f.age.as_secs()),
    }
}

fn screen(d: &Doctor) -> String {
    use std::fmt::Write;
    let mut out = format!("aotspy {} doctor\n\n", d.aotspy_version);
    let width = d.checks.iter().map(|c| c.area.len()).max().unwrap_or(0);
    for check in &d.checks {
        let mark = match check.status {
            Status::Ok => "ok  ",
            Status::Warn => "WARN",
            Status::Fail => "FAIL",
        };
        let _ = writeln!(out, "{mark}  {:width$}  {}", check.area, check.found);
        if let Some(advice) = &check.advice {
            let _ = writeln!(out, "      {:width$}  -> {advice}", "");
        }
    }
    let _ = writeln!(out, "\ncaches:");
    for cache in &d.caches {
        let size = if cache.exists {
            format!("{} in {} file(s)", human_bytes(cache.bytes), cache.files)
        } else {
            "absent".to_owned()
        };
        let _ = writeln!(out, "  {:7} {}  {size}", cache.what, cache.path);
    }
    let _ = writeln!(out, "spools:");
    for spool in &d.spools {
        let oldest = spool
            .oldest_seconds
            .map(|s| {
                format!(
                    ", oldest {}",
                    humantime::format_duration(std::time::Duration::from_secs(s))
                )
            })
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "  {}  {} file(s), {}, {} in use{oldest}",
            spool.path,
            spool.files,
            human_bytes(spool.bytes),
            spool.in_use
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn family(device: &str, compiles: bool, disassembles: bool) -> FamilyProbe {
        FamilyProbe {
            device: device.to_owned(),
            compiles,
            disassembles,
        }
    }

    fn ocloc(families: Vec<FamilyProbe>) -> OclocFacts {
        OclocFacts {
            path: "/usr/bin/ocloc".to_owned(),
            version: Some("26.27.1".to_owned()),
            families,
        }
    }

    fn spool(path: &str, files: usize, in_use: usize, bytes: u64) -> SpoolUsage {
        SpoolUsage {
            path: path.to_owned(),
            files,
            bytes,
            in_use,
            oldest_seconds: None,
        }
    }

    #[test]
    fn ocloc_line_sorts_families_by_what_ocloc_does_with_them() {
        let check = ocloc_check(&ocloc(vec![
            family("pvc", true, true),
            family("dg2", true, true),
            family("skl", true, false),
            family("bmg", false, false),
        ]));
        assert_eq!(check.status, Status::Ok);
        assert_eq!(
            check.found,
            "/usr/bin/ocloc 26.27.1 disassembles pvc, dg2; compiles but cannot disassemble skl; \
             does not know bmg"
        );
        assert_eq!(
            check.advice.as_deref(),
            Some(
                "IGA 2.x (IGC 2) dropped Gen8 to Gen11: keep an ocloc from NEO 24.x or older for \
                 those"
            )
        );

        let check = ocloc_check(&ocloc(vec![family("pvc", true, true)]));
        assert_eq!(check.status, Status::Ok);
        assert_eq!(check.found, "/usr/bin/ocloc 26.27.1 disassembles pvc");
        assert_eq!(check.advice, None);
    }

    #[test]
    fn ocloc_that_disassembles_nothing_fails() {
        let mut facts = ocloc(vec![
            family("pvc", true, false),
            family("dg2", false, false),
        ]);
        facts.version = None;
        let check = ocloc_check(&facts);
        assert_eq!(check.status, Status::Fail);
        assert_eq!(
            check.found,
            "/usr/bin/ocloc (version unknown) disassembles nothing; compiles but cannot \
             disassemble pvc; does not know dg2"
        );
        assert!(check.advice.unwrap().contains("libigc-tools"));
    }

    #[test]
    fn no_gpu_line_names_the_first_emulated_device_or_fails() {
        let check = no_gpu_check(&Probe::Fails("zeInit: 0x78000001".into()), &["pvc", "dg2"]);
        assert_eq!(check.status, Status::Warn);
        assert_eq!(
            check.found,
            "Level Zero found no GPU (zeInit: 0x78000001); device-less emulation works for: pvc, \
             dg2"
        );
        assert_eq!(
            check.advice.as_deref(),
            Some(
                "without a GPU, run `aotspy collect --emulate pvc -- CMD` (kernels are built and \
                 launched; results are garbage)"
            )
        );

        let check = no_gpu_check(&Probe::NoDevice, &[]);
        assert_eq!(check.status, Status::Fail);
        assert_eq!(
            check.found,
            "Level Zero found no GPU; device-less emulation works for no device either"
        );
    }

    #[test]
    fn driver_line_says_which_package_and_version() {
        let mut driver = DriverFacts {
            driver_path: Some("/usr/lib/x86_64-linux-gnu/libze_intel_gpu.so.1".into()),
            driver_version: Some("1.3.24595".into()),
            ..DriverFacts::default()
        };
        let check = driver_check(&driver, Some("intel-opencl-icd 22.43.24595.41-1"));
        assert_eq!(check.status, Status::Ok);
        assert_eq!(
            check.found,
            "NEO intel-opencl-icd 22.43.24595.41-1 (/usr/lib/x86_64-linux-gnu/libze_intel_gpu.so.1), \
             Level Zero driver version 1.3.24595"
        );
        assert_eq!(
            driver_check(&driver, None).found,
            "NEO of an unknown package (/usr/lib/x86_64-linux-gnu/libze_intel_gpu.so.1), Level \
             Zero driver version 1.3.24595"
        );
        driver.driver_path = None;
        assert_eq!(driver_check(&driver, None).status, Status::Fail);
    }

    #[test]
    fn iga_line_warns_when_iga_cannot_be_loaded() {
        let check = iga_check(Some("IGA 1.0.1 (/usr/lib/libiga64.so.1)"));
        assert_eq!(check.status, Status::Ok);
        assert_eq!(check.found, "IGA 1.0.1 (/usr/lib/libiga64.so.1)");
        let check = iga_check(None);
        assert_eq!(check.status, Status::Warn);
        assert_eq!(check.found, "libiga64.so cannot be loaded");
    }

    #[test]
    fn spools_line_counts_only_files_of_finished_processes() {
        let check = spools_check(&[spool("/tmp/aotspy", 3, 3, 100)]);
        assert_eq!(check.status, Status::Ok);
        assert_eq!(check.found, "nothing left behind");
        assert_eq!(check.advice, None);

        let check = spools_check(&[
            spool("/tmp/aotspy", 3, 1, 1024),
            spool("/var/tmp/aotspy", 2, 0, 2048),
        ]);
        assert_eq!(check.status, Status::Ok);
        assert_eq!(
            check.found,
            "4 file(s) of finished processes, 3.0 KB in /tmp/aotspy, /var/tmp/aotspy"
        );
        assert!(check
            .advice
            .unwrap()
            .contains("aotspy clean --older-than 7d"));
    }

    #[test]
    fn loader_line_names_the_entry_points_it_lacks() {
        let mut driver = DriverFacts {
            loader_path: Some("/usr/lib/libze_loader.so.1".into()),
            loader_version: Some("1.8.12".into()),
            loader_exports: vec!["zeInitDrivers".into()],
            ..DriverFacts::default()
        };
        let check = loader_check(&driver);
        assert_eq!(check.status, Status::Warn);
        assert_eq!(
            check.found,
            "1.8.12 (/usr/lib/libze_loader.so.1); exports 1 launch/replay entry points; lacks \
             zeCommandListAppendLaunchKernelWithArguments, \
             zeCommandListImmediateAppendCommandListsExp"
        );
        driver.loader_path = None;
        assert_eq!(loader_check(&driver).status, Status::Fail);
    }
}
