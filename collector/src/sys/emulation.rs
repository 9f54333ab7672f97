//! NEO's device-less mode (`collect --emulate DEVICE`): the debug keys that make the driver
//! pretend a GPU is there, and a probe that says whether they work on this driver, so a run
//! that dies in `zeInit` gets an answer rather than an empty report.

use aotspy_ze_abi::ddi;
use aotspy_ze_abi::ffi::{
    self, ComponentVersion, DeviceProperties, DriverProperties, QueueGroupProperties,
};
use std::ffi::{c_void, CStr};
use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Makes NEO's JIT emit zebin rather than patch tokens (NEO 22.x), so ISA and metadata can be
/// read; newer NEO emits zebin anyway.
const ENV_NEO_BUILD_OPTIONS: &str = "InjectInternalBuildOptions";

/// Devices to try when the requested one does not work, newest first.
const CANDIDATES: &[&str] = &[
    "pvc", "bmg", "lnl", "ptl", "dg2", "mtl", "arl", "adlp", "adls", "tgllp", "dg1",
];

/// Gen12LP parts (Xe-LP): NEO aborts on the 1x4x8 geometry the others take (measured on NEO
/// 22.43 and 26.27: `hw_info_tgllp.cpp` asserts), and accepts 1x6x16.
const GEN12LP: &[&str] = &["tgllp", "dg1", "rkl", "adls", "adlp", "adln"];

/// How long a probe may take before it counts as hung.
const PROBE_TIMEOUT: Duration = Duration::from_secs(60);

/// NEO's debug keys for running without a GPU as `device` (an ocloc device name).
pub fn keys(device: &str) -> Vec<(&'static str, String)> {
    let geometry = if GEN12LP.contains(&device) {
        "1x6x16"
    } else {
        "1x4x8"
    };
    let mut env = vec![
        ("NEOReadDebugKeys", "1".to_owned()),
        ("SetCommandStreamReceiver", "1".to_owned()),
        ("ProductFamilyOverride", device.to_owned()),
        // Without it NEO 26 finds no device; with a geometry the part cannot have, it aborts.
        ("HardwareInfoOverride", geometry.to_owned()),
        // A path under a missing directory makes NEO abort; /dev/null always exists.
        ("AUBDumpCaptureFileName", "/dev/null".to_owned()),
        // NEO built without aubstream (Debian's 26.x) dereferences a null AUB manager in zeInit
        // unless told not to use it; older NEO accepts the key too.
        ("UseAubStream", "0".to_owned()),
        // Not AUBDumpSubCaptureMode=1: it would skip writing that stream, but on NEO 22.43 it
        // corrupts the heap when several threads submit (seen: "unaligned tcache chunk").
    ];
    if device != "pvc" {
        // Every part but pvc aborts in bindless_heaps_helper.cpp on NEO 26.27 device-less.
        env.push(("UseBindlessMode", "0".to_owned()));
    }
    if std::env::var_os(ENV_NEO_BUILD_OPTIONS).is_none() {
        env.push((ENV_NEO_BUILD_OPTIONS, "-cl-intel-allow-zebin".to_owned()));
    }
    env
}

/// The keys as one would type them before a command.
pub fn describe_keys(device: &str) -> String {
    keys(device)
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What initializing the driver as an emulated device did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Probe {
    /// `zeInit` succeeded and found this many devices (at least one).
    Works(u32),
    /// It ran to the end but no device appeared.
    NoDevice,
    /// It failed, crashed or hung: what happened.
    Fails(String),
}

/// Initializes Level Zero in a child process (this executable, `probe-driver`) with the
/// emulation keys for `device`, so a driver that crashes takes only the child down.
pub fn probe(device: &str) -> Probe {
    probe_with(&keys(device)).0
}

/// Runs `probe-driver` in a child with `env` added; returns its verdict and the facts it
/// printed (see [`DriverFacts`]).
pub fn probe_with(env: &[(&'static str, String)]) -> (Probe, DriverFacts) {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            let failed = Probe::Fails(format!("cannot find the aotspy executable: {e}"));
            return (failed, DriverFacts::default());
        }
    };
    let child = Command::new(exe)
        .arg("probe-driver")
        .envs(env.iter().map(|(k, v)| (k, v)))
        .env_remove("LD_PRELOAD")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) => {
            let failed = Probe::Fails(format!("cannot run the probe: {e}"));
            return (failed, DriverFacts::default());
        }
    };
    // Pipes are drained beside the wait, so a chatty driver cannot block the child; the child
    // is killed through its handle, never by a pid that could have been reused.
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Ok(status),
            Ok(None) if started.elapsed() < PROBE_TIMEOUT => {
                std::thread::sleep(Duration::from_millis(20))
            }
            Ok(None) => {
                let _ = child.kill();
                break child.wait();
            }
            Err(e) => break Err(e),
        }
    };
    let text = |reader: std::thread::JoinHandle<Vec<u8>>| {
        String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned()
    };
    let (stdout, stderr) = (text(stdout), text(stderr));
    let facts = DriverFacts::parse(&stdout);
    match status {
        Ok(status) => (interpret(status, &stdout, &stderr), facts),
        Err(e) => (
            Probe::Fails(format!("cannot wait for the probe: {e}")),
            facts,
        ),
    }
}

/// What `probe-driver` found out about the Level Zero stack, one `key value` line each.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct DriverFacts {
    /// The loader's own version, from `zelLoaderGetVersions` (loaders from 1.7 on).
    pub loader_version: Option<String>,
    pub loader_path: Option<String>,
    /// NEO's version as its `zeDriverGetProperties` encodes it: `major.minor.build`.
    pub driver_version: Option<String>,
    pub driver_path: Option<String>,
    /// `ze_device_properties_t::name` of each device of the first driver.
    pub devices: Vec<String>,
    /// Launch and replay entry points the loader exports (the preload hooks the others
    /// through the dispatch tables, where they exist).
    pub loader_exports: Vec<String>,
}

impl DriverFacts {
    fn parse(stdout: &str) -> DriverFacts {
        let mut facts = DriverFacts::default();
        for line in stdout.lines() {
            let Some((key, value)) = line.split_once(' ') else {
                continue;
            };
            let value = value.trim().to_owned();
            match key {
                "loader_version" => facts.loader_version = Some(value),
                "loader_path" => facts.loader_path = Some(value),
                "driver_version" => facts.driver_version = Some(value),
                "driver_path" => facts.driver_path = Some(value),
                "device" => facts.devices.push(value),
                "loader_export" => facts.loader_exports.push(value),
                _ => {}
            }
        }
        facts
    }
}

/// Reads a child's pipe to its end on a thread of its own.
fn drain(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

fn interpret(status: ExitStatus, stdout: &str, stderr: &str) -> Probe {
    if status.success() {
        let devices = stdout
            .lines()
            .find_map(|l| l.strip_prefix("devices "))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0);
        return if devices > 0 {
            Probe::Works(devices)
        } else {
            Probe::NoDevice
        };
    }
    // What the child said last on stderr explains a failure; stdout only holds facts.
    let last_line = |text: &str| {
        text.lines()
            .map(str::trim)
            .rfind(|l| !l.is_empty())
            .map(str::to_owned)
    };
    let said = last_line(stderr)
        .or_else(|| last_line(stdout))
        .map(|l| format!(" ({l})"))
        .unwrap_or_default();
    Probe::Fails(format!("{}{said}", describe_status(status)))
}

/// "exit status 3", "SIGSEGV", … for messages.
pub fn describe_status(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(signal)) => signal_name(signal),
        (None, None) => "an unknown status".to_owned(),
    }
}

fn signal_name(signal: i32) -> String {
    let name = match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        _ => return format!("signal {signal}"),
    };
    name.to_owned()
}

/// Explains a run on emulated `device` in which no module was ever created: whether the
/// driver itself works that way here, and if not, which devices do.
pub fn diagnose(device: &str) -> String {
    match probe(device) {
        Probe::Works(n) => format!(
            "NEO's device-less {device} works here (zeInit found {n} device(s) with {}), so the \
             program itself stopped before creating a module",
            describe_keys(device)
        ),
        failed => {
            let what = match failed {
                Probe::NoDevice => "zeInit found no device".to_owned(),
                Probe::Fails(how) => format!("zeInit failed: {how}"),
                Probe::Works(_) => unreachable!("handled above"),
            };
            let working = working_devices();
            let advice = if working.is_empty() {
                "no emulated device works with this driver (is libze1 with a NEO driver, \
                 libze-intel-gpu1 or intel-level-zero-gpu, installed?)"
                    .to_owned()
            } else {
                format!(
                    "devices that do work here: {}; try --emulate {}",
                    working.join(", "),
                    working[0]
                )
            };
            format!(
                "NEO's device-less {device} does not work with this driver: {what} (keys: {}); {advice}",
                describe_keys(device)
            )
        }
    }
}

/// The candidate devices whose emulation initializes here, probed in parallel.
pub fn working_devices() -> Vec<&'static str> {
    std::thread::scope(|scope| {
        let probes: Vec<_> = CANDIDATES
            .iter()
            .map(|&device| scope.spawn(move || (device, probe(device))))
            .collect();
        probes
            .into_iter()
            .filter_map(|p| p.join().ok())
            .filter(|(_, result)| matches!(result, Probe::Works(_)))
            .map(|(device, _)| device)
            .collect()
    })
}

/// `aotspy probe-driver` (hidden): initializes Level Zero through the loader and prints how
/// many devices the first driver has and whether the first can compute (NEO 22.43 invents a
/// device for any product name, one with no compute engine), with what it learns on the way
/// as `key value` lines ([`DriverFacts`]). Run by `probe` in a child, with or without the
/// emulation keys.
pub fn probe_driver_main() -> u8 {
    let Some(loader) = Loader::open() else {
        eprintln!("libze_loader.so.1 cannot be loaded: install libze1");
        return 3;
    };
    loader.print_path_and_exports();
    let Some(ze) = loader.entry_points() else {
        eprintln!("libze_loader.so.1 lacks one of zeInit, zeDriverGet, zeDeviceGet and zeDeviceGetCommandQueueGroupProperties");
        return 3;
    };
    // SAFETY: zeInit of the loader, with a valid flag.
    let result = unsafe { (ze.init)(ffi::ZE_INIT_FLAG_GPU_ONLY) };
    loader.print_version();
    print_driver_path();
    if result != 0 {
        if result == ffi::ZE_RESULT_ERROR_UNINITIALIZED {
            eprintln!("zeInit returned {result:#x}: no device this driver supports");
        } else {
            eprintln!("zeInit returned {result:#x}");
        }
        return 2;
    }
    let Some(driver) = ze.first_driver() else {
        println!("devices 0");
        return 0;
    };
    loader.print_driver_version(driver);
    let devices = ze.devices(driver);
    let Some(&first) = devices.first() else {
        println!("devices 0");
        return 0;
    };
    loader.print_device_names(&devices);
    if !ze.computes(first) {
        eprintln!("the device has no compute engine");
        return 2;
    }
    println!("devices {}", devices.len());
    0
}

type InitFn = unsafe extern "C" fn(u32) -> u32;
type DriverGetFn = unsafe extern "C" fn(*mut u32, *mut *mut c_void) -> u32;
type DriverPropertiesFn = unsafe extern "C" fn(*mut c_void, *mut DriverProperties) -> u32;
type DeviceGetFn = unsafe extern "C" fn(*mut c_void, *mut u32, *mut *mut c_void) -> u32;
type DevicePropertiesFn = unsafe extern "C" fn(*mut c_void, *mut DeviceProperties) -> u32;
type QueueGroupsFn = unsafe extern "C" fn(*mut c_void, *mut u32, *mut QueueGroupProperties) -> u32;
type LoaderVersionsFn = unsafe extern "C" fn(*mut usize, *mut ComponentVersion) -> u32;
/// The most queue groups, devices and loader components the probe reads.
const MAX_GROUPS: usize = 16;
const MAX_DEVICES: usize = 64;
const MAX_COMPONENTS: usize = 16;

/// The system's Level Zero loader, opened by [`probe_driver_main`] (never closed: the probe
/// exits after).
struct Loader(*mut c_void);

/// The entry points the probe cannot do without.
struct EntryPoints {
    init: InitFn,
    driver_get: DriverGetFn,
    device_get: DeviceGetFn,
    queue_groups: QueueGroupsFn,
}

impl Loader {
    fn open() -> Option<Loader> {
        // SAFETY: dlopen of the system's Level Zero loader.
        let loader = unsafe { libc::dlopen(c"libze_loader.so.1".as_ptr(), libc::RTLD_NOW) };
        (!loader.is_null()).then_some(Loader(loader))
    }

    fn symbol(&self, name: &CStr) -> Option<*mut c_void> {
        // SAFETY: dlsym on a handle dlopen returned.
        let f = unsafe { libc::dlsym(self.0, name.as_ptr()) };
        (!f.is_null()).then_some(f)
    }

    /// `loader_path` and a `loader_export` line per launch entry point it exports.
    fn print_path_and_exports(&self) {
        if let Some(path) = library_path(self.0) {
            println!("loader_path {path}");
        }
        for entry in ddi::LAUNCH_EXPORTS {
            if self.symbol(entry.function).is_some() {
                println!("loader_export {}", entry.name());
            }
        }
    }

    fn entry_points(&self) -> Option<EntryPoints> {
        let (Some(init), Some(driver_get), Some(device_get), Some(queue_groups)) = (
            self.symbol(c"zeInit"),
            self.symbol(c"zeDriverGet"),
            self.symbol(c"zeDeviceGet"),
            self.symbol(c"zeDeviceGetCommandQueueGroupProperties"),
        ) else {
            return None;
        };
        // SAFETY: the loader's entry points have these signatures.
        unsafe {
            Some(EntryPoints {
                init: std::mem::transmute::<*mut c_void, InitFn>(init),
                driver_get: std::mem::transmute::<*mut c_void, DriverGetFn>(driver_get),
                device_get: std::mem::transmute::<*mut c_void, DeviceGetFn>(device_get),
                queue_groups: std::mem::transmute::<*mut c_void, QueueGroupsFn>(queue_groups),
            })
        }
    }

    /// `loader_version`, from `zelLoaderGetVersions` (loaders from 1.7 on; after zeInit).
    fn print_version(&self) {
        let Some(versions) = self.symbol(c"zelLoaderGetVersions") else {
            return;
        };
        // SAFETY: zelLoaderGetVersions has this signature; the array passed is as large as the
        // count passed with it, and the loader NUL-terminates the names it writes.
        unsafe {
            let versions = std::mem::transmute::<*mut c_void, LoaderVersionsFn>(versions);
            let mut count = MAX_COMPONENTS;
            let mut components: [ComponentVersion; MAX_COMPONENTS] =
                std::array::from_fn(|_| std::mem::zeroed());
            if versions(&mut count, components.as_mut_ptr()) == 0 {
                for c in &components[..count.min(MAX_COMPONENTS)] {
                    let name = CStr::from_ptr(c.component_name.as_ptr()).to_string_lossy();
                    if name == "loader" {
                        println!("loader_version {}.{}.{}", c.major, c.minor, c.patch);
                    }
                }
            }
        }
    }

    /// `driver_version` of `driver`, as NEO encodes it.
    fn print_driver_version(&self, driver: *mut c_void) {
        let Some(properties) = self.symbol(c"zeDriverGetProperties") else {
            return;
        };
        let mut p = DriverProperties {
            stype: ffi::ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES,
            p_next: std::ptr::null_mut(),
            uuid: [0; 16],
            driver_version: 0,
        };
        // SAFETY: zeDriverGetProperties has this signature; `driver` is a handle zeDriverGet
        // returned.
        let read = unsafe {
            let properties = std::mem::transmute::<*mut c_void, DriverPropertiesFn>(properties);
            properties(driver, &mut p) == 0
        };
        if read {
            println!("driver_version {}", neo_version(p.driver_version));
        }
    }

    /// A `device` line with the name of each of `devices`.
    fn print_device_names(&self, devices: &[*mut c_void]) {
        let Some(properties) = self.symbol(c"zeDeviceGetProperties") else {
            return;
        };
        // SAFETY: zeDeviceGetProperties has this signature; the devices are handles
        // zeDeviceGet returned; the structure it fills is zeroed but for its type.
        unsafe {
            let properties = std::mem::transmute::<*mut c_void, DevicePropertiesFn>(properties);
            for &device in devices {
                let mut p: DeviceProperties = std::mem::zeroed();
                p.stype = ffi::ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
                if properties(device, &mut p) == 0 {
                    let name = CStr::from_bytes_until_nul(&p.name.map(|c| c as u8))
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    println!("device {name}");
                }
            }
        }
    }
}

/// `driver_path` of NEO's Level Zero driver, when the loader loaded it.
fn print_driver_path() {
    // SAFETY: RTLD_NOLOAD only looks the library up; it loads nothing.
    let neo = unsafe {
        libc::dlopen(
            c"libze_intel_gpu.so.1".as_ptr(),
            libc::RTLD_NOW | libc::RTLD_NOLOAD,
        )
    };
    if !neo.is_null() {
        if let Some(path) = library_path(neo) {
            println!("driver_path {path}");
        }
    }
}

impl EntryPoints {
    /// The first driver, after a successful zeInit.
    fn first_driver(&self) -> Option<*mut c_void> {
        let mut drivers = 1u32;
        let mut driver: *mut c_void = std::ptr::null_mut();
        // SAFETY: room for the one driver asked for.
        let found = unsafe { (self.driver_get)(&mut drivers, &mut driver) } == 0 && drivers != 0;
        found.then_some(driver)
    }

    /// The first [`MAX_DEVICES`] devices of `driver`.
    fn devices(&self, driver: *mut c_void) -> Vec<*mut c_void> {
        let mut devices = 0u32;
        let mut handles = [std::ptr::null_mut::<c_void>(); MAX_DEVICES];
        // SAFETY: a count query, then an array as large as the count passed with it.
        unsafe {
            if (self.device_get)(driver, &mut devices, std::ptr::null_mut()) != 0 || devices == 0 {
                return Vec::new();
            }
            devices = devices.min(MAX_DEVICES as u32);
            if (self.device_get)(driver, &mut devices, handles.as_mut_ptr()) != 0 {
                return Vec::new();
            }
        }
        handles[..devices.min(MAX_DEVICES as u32) as usize].to_vec()
    }

    /// Whether `device` has a compute engine (NEO 22.43 invents devices that have none).
    fn computes(&self, device: *mut c_void) -> bool {
        let mut groups: [QueueGroupProperties; MAX_GROUPS] =
            std::array::from_fn(|_| QueueGroupProperties {
                stype: ffi::ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES,
                p_next: std::ptr::null_mut(),
                flags: 0,
                max_memory_fill_pattern_size: 0,
                num_queues: 0,
            });
        let mut count = MAX_GROUPS as u32;
        // SAFETY: an array as large as the count passed with it.
        let read = unsafe { (self.queue_groups)(device, &mut count, groups.as_mut_ptr()) } == 0;
        read && groups[..count.min(MAX_GROUPS as u32) as usize]
            .iter()
            .any(|g| g.flags & ffi::ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE != 0)
    }
}

/// NEO's `driverVersion`: major in the top byte, minor in the next, build in the low 16 bits
/// (22.43.24595 for the driver Debian 12 ships).
fn neo_version(encoded: u32) -> String {
    format!(
        "{}.{}.{}",
        encoded >> 24,
        (encoded >> 16) & 0xff,
        encoded & 0xffff
    )
}

/// The file a `dlopen` handle stands for, resolved through symbolic links.
fn library_path(handle: *mut c_void) -> Option<String> {
    /// The head of glibc's `struct link_map`: all the probe reads.
    #[repr(C)]
    struct LinkMap {
        l_addr: usize,
        l_name: *const libc::c_char,
    }
    let mut map: *mut LinkMap = std::ptr::null_mut();
    // SAFETY: RTLD_DI_LINKMAP writes a `struct link_map *` for a valid handle.
    let ok = unsafe {
        libc::dlinfo(
            handle,
            libc::RTLD_DI_LINKMAP,
            (&mut map as *mut *mut LinkMap).cast(),
        )
    };
    if ok != 0 || map.is_null() {
        return None;
    }
    // SAFETY: the link map of a loaded object stays valid while it is loaded.
    let name = unsafe { CStr::from_ptr((*map).l_name) }
        .to_string_lossy()
        .into_owned();
    Some(
        std::fs::canonicalize(&name)
            .map(|p| p.display().to_string())
            .unwrap_or(name),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emulation_sets_the_device_and_a_harmless_aub_file() {
        let env = keys("pvc");
        assert!(env.contains(&("ProductFamilyOverride", "pvc".into())));
        assert!(env.contains(&("AUBDumpCaptureFileName", "/dev/null".into())));
        assert!(env.contains(&("UseAubStream", "0".into())));
        assert!(!env.iter().any(|(k, _)| *k == "UseBindlessMode"));
    }

    #[test]
    fn other_parts_get_their_geometry_and_no_bindless() {
        let dg2 = keys("dg2");
        assert!(dg2.contains(&("UseBindlessMode", "0".into())));
        assert!(dg2.contains(&("HardwareInfoOverride", "1x4x8".into())));
        assert!(keys("tgllp").contains(&("HardwareInfoOverride", "1x6x16".into())));
    }

    #[test]
    fn probe_results_read_the_childs_status() {
        let status = |script: &str| Command::new("sh").args(["-c", script]).status().unwrap();
        assert_eq!(
            interpret(status("exit 0"), "devices 1\n", ""),
            Probe::Works(1)
        );
        assert_eq!(
            interpret(status("exit 0"), "devices 0\n", ""),
            Probe::NoDevice
        );
        assert_eq!(
            interpret(status("kill -SEGV $$"), "", "boom\n"),
            Probe::Fails("SIGSEGV (boom)".into())
        );
    }
}
