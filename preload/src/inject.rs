//! libaotspy injected into a running process by `aotspy attach` (the ABI is
//! `aotspy_proto::inject`): the collector `dlopen`s the library on a hijacked thread (so it is
//! not in the global scope: its `dlsym` and `zeGet*ProcAddrTable` exports interpose nothing),
//! then calls [`aotspy_inject_prepare`], which starts the library dormant and fills
//! [`AOTSPY_INJECT_PLAN`] with one inline detour per hooked entry point (`detour.rs`). The
//! collector writes the jumps with every thread stopped, and writes the original bytes back
//! to detach.
//!
//! The entry points patched are the DRIVER's own functions, found by calling NEO's
//! `zeGet*ProcAddrTable` (not the loader's). SYCL's Unified Runtime adapter copied NEO's
//! function pointers out of the loader's tables at init, so only patching NEO's code in place
//! sees its calls; and calls through the loader's exports end in the same functions (one
//! driver), so patching NEO alone counts every call exactly once, whichever way it came.
//! `zeDriverGetExtensionFunctionAddress` is not patched: what it hands out are those same
//! driver functions, already detoured.
//!
//! Objects created before the injection are identified the first time they are used after it
//! (`record/identify.rs`, `record/lists.rs`): a kernel by `zeKernelGetName` and the best ISA
//! the driver offers, a command list by `zeCommandListIsImmediate`. The functions for that come
//! from the same driver tables and are kept in [`Driver`].

use crate::detour::{self, Pages};
use crate::driver::{Driver, DRIVER};
use aotspy_proto::inject::{Patch, Plan, MAX_PATCHES, MAX_PATCH_BYTES, STATE_FAILED, STATE_READY};
use aotspy_ze_abi::ddi::{self, Entry};
use aotspy_ze_abi::ffi::{self, Handle, ZeResult};
use std::cell::UnsafeCell;
use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr};
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The plan the collector reads, at a fixed exported address.
#[repr(transparent)]
pub struct PlanCell(UnsafeCell<Plan>);

// SAFETY: written only by `aotspy_inject_prepare` under `STATE`'s lock; read by the collector
// from outside the process while no prepare runs.
unsafe impl Sync for PlanCell {}

#[no_mangle]
pub static AOTSPY_INJECT_PLAN: PlanCell = PlanCell(UnsafeCell::new(Plan::EMPTY));

/// How long prepare waits for the transport thread to open the spool and control socket.
const TRANSPORT_START_TIMEOUT: Duration = Duration::from_secs(10);

type DriverGetFn = unsafe extern "C" fn(*mut u32, *mut Handle) -> ZeResult;
type DeviceGetFn = unsafe extern "C" fn(Handle, *mut u32, *mut Handle) -> ZeResult;
type ExtensionFn = unsafe extern "C" fn(Handle, *const c_char, *mut *mut c_void) -> ZeResult;

/// What earlier prepares built: each entry point's patch (by address), and the pages of their
/// trampolines. A second prepare reuses them.
#[derive(Default)]
struct State {
    patches: Vec<Patch>,
    by_address: HashMap<u64, usize>,
    pages: Pages,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// Prepares the detours and returns the plan; see the module comment. Never unwinds, and never
/// waits for `STATE`'s lock: one still held is a prepare that never finished (its thread was
/// taken back by a collector that gave up on it), and waiting would hang this attach too.
#[no_mangle]
pub extern "C" fn aotspy_inject_prepare() -> *const Plan {
    let mut state = match STATE.try_lock() {
        Ok(state) => state,
        Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
        Err(std::sync::TryLockError::WouldBlock) => {
            // SAFETY: see `PlanCell`: the prepare that holds the lock runs no more.
            let plan = unsafe { &mut *AOTSPY_INJECT_PLAN.0.get() };
            plan.patch_count = 0;
            plan.set_message(
                "an earlier attach's preparation in this process never finished (it was cut \
                 off), and libaotspy cannot be prepared again here; nothing was patched, and the \
                 process runs on as before. Restart it to attach",
            );
            plan.state = STATE_FAILED;
            return plan;
        }
    };
    let state = state.get_or_insert_with(State::default);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| prepare(state)));
    // SAFETY: see `PlanCell`; the lock is held.
    let plan = unsafe { &mut *AOTSPY_INJECT_PLAN.0.get() };
    match outcome {
        Ok(Ok(note)) => {
            plan.patches = [Patch::EMPTY; MAX_PATCHES];
            plan.patches[..state.patches.len()].copy_from_slice(&state.patches);
            plan.patch_count = state.patches.len() as u32;
            plan.set_message(&note);
            plan.state = STATE_READY;
        }
        Ok(Err(why)) => {
            plan.patch_count = 0;
            plan.set_message(&why);
            plan.state = STATE_FAILED;
        }
        Err(_) => {
            let panic = crate::fault::take_first_panic();
            plan.patch_count = 0;
            plan.set_message(&format!(
                "internal error in libaotspy while preparing the hooks ({panic}); nothing was \
                 patched and the process runs on as before; please report this"
            ));
            plan.state = STATE_FAILED;
        }
    }
    plan
}

fn prepare(state: &mut State) -> Result<String, String> {
    if !crate::enabled::capture_enabled() {
        return Err(format!(
            "this process runs with {}=1, which turns libaotspy off; restart it without that \
             variable to attach",
            aotspy_proto::ENV_DISABLE
        ));
    }
    // Before anything starts: a process without the driver keeps no thread or file of ours.
    let handle = loaded_driver()?;
    initialized()?;
    start_dormant()?;
    let tables = Tables::of(handle);
    let mut notes = Vec::new();
    driver_notes(driver_of(&tables), &mut notes);

    let skipped = patch_all(state, &tables);
    state.pages.seal()?;
    if state.patches.is_empty() {
        return Err(format!(
            "none of the driver's entry points could be hooked: {}",
            skipped.join("; ")
        ));
    }
    if !skipped.is_empty() {
        let said = format!(
            "not hooked, their calls are not counted while attached: {}",
            skipped.join("; ")
        );
        crate::outbox::diagnostic(said.clone());
        notes.push(said);
    }
    Ok(notes.join(". "))
}

/// The handle of the Intel driver, when the process has loaded it.
fn loaded_driver() -> Result<*mut c_void, String> {
    // SAFETY: NOLOAD only looks the library up; the reference it takes is never dropped, so
    // the driver (already loaded by the process) stays mapped under our trampolines.
    let handle = unsafe {
        libc::dlopen(
            c"libze_intel_gpu.so.1".as_ptr(),
            libc::RTLD_NOW | libc::RTLD_NOLOAD,
        )
    };
    if handle.is_null() {
        return Err(
            "this process has not initialized Level Zero yet (the Intel driver \
             libze_intel_gpu.so.1 is not loaded); attach after it has created its first module"
                .into(),
        );
    }
    Ok(handle)
}

/// Refuses a process whose Level Zero is not initialized (it loaded the driver, but its zeInit
/// has not run or not returned), asking the loader, which checks: the driver itself is not
/// asked, since NEO 26's `zeDriverGet` before its init dereferences a null pointer (the
/// process would die of SIGSEGV).
fn initialized() -> Result<(), String> {
    let not_yet = |why: String| {
        format!(
            "this process has loaded Level Zero but not initialized it yet ({why}); nothing was \
             changed: attach after it has created its first module"
        )
    };
    // SAFETY: NOLOAD only looks the loader up; the reference it takes is never dropped.
    let loader = unsafe {
        libc::dlopen(
            c"libze_loader.so.1".as_ptr(),
            libc::RTLD_NOW | libc::RTLD_NOLOAD,
        )
    };
    if loader.is_null() {
        return Err(not_yet(
            "its Level Zero loader, libze_loader.so.1, is not loaded".into(),
        ));
    }
    // glibc's dlsym, on the loader's handle: its own export, which checks its state.
    let get = unsafe { crate::loader::real_dlsym()(loader, c"zeDriverGet".as_ptr()) };
    if get.is_null() {
        return Err(not_yet("the loader has no zeDriverGet".into()));
    }
    // SAFETY: the loader's zeDriverGet.
    let get: DriverGetFn = unsafe { std::mem::transmute(get) };
    let mut count = 0u32;
    match unsafe { get(&mut count, std::ptr::null_mut()) } {
        ffi::ZE_RESULT_SUCCESS if count > 0 => Ok(()),
        ffi::ZE_RESULT_SUCCESS => Err(not_yet("the loader lists no driver".into())),
        result => Err(not_yet(format!(
            "the loader's zeDriverGet says {result:#x}"
        ))),
    }
}

/// Starts the library as injected (its hooks not yet in place) and waits for its transport.
fn start_dormant() -> Result<(), String> {
    let injected = crate::transport::set_injected(aotspy_proto::Injected {
        at_unix_ms: SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64),
        library: own_path(),
    });
    if !injected {
        // Its hooks are in the dispatch tables already: detours would count every call twice.
        return Err(
            "this process runs with libaotspy preloaded already; aotspy attach reads it through \
             its control socket, without injecting anything"
                .into(),
        );
    }
    crate::record::set_injected();
    crate::record::prepare_caches();
    if !crate::transport::engage_and_wait(TRANSPORT_START_TIMEOUT) {
        return Err(
            "libaotspy's transport thread did not start (no spool file or control socket); \
             the process may be out of threads or file descriptors"
                .into(),
        );
    }
    Ok(())
}

/// The driver functions that identify objects created before the attach, found in `tables`
/// by the first prepare.
fn driver_of(tables: &Tables) -> &'static Driver {
    if DRIVER.get().is_none() {
        let driver = Driver {
            kernel_get_name: tables.entry(&ddi::KERNEL_GET_NAME),
            kernel_get_binary: tables.entry(&ddi::KERNEL_GET_BINARY_EXP),
            kernel_get_module: extension(tables, c"zeKernelGetModuleHandleExt"),
            module_get_native_binary: tables.entry(&ddi::MODULE_GET_NATIVE_BINARY),
            list_is_immediate: tables.entry(&ddi::LIST_IS_IMMEDIATE),
            kernel_get_properties: tables.entry(&ddi::KERNEL_GET_PROPERTIES),
            sole_device: describe_devices(tables),
        };
        let _ = DRIVER.set(driver);
    }
    DRIVER.get().expect("set above")
}

/// What `driver` lets the attach tell of objects created before it.
fn driver_notes(driver: &Driver, notes: &mut Vec<String>) {
    notes.push(
        match (
            driver.kernel_get_module.is_some(),
            driver.kernel_get_binary.is_some(),
        ) {
            (true, _) => "kernels created before the attach: ISA from their module's zebin",
            (false, true) => {
                "kernels created before the attach: raw ISA from zeKernelGetBinaryExp (this \
                 driver has no zeKernelGetModuleHandleExt for the whole zebin)"
            }
            (false, false) => {
                "kernels created before the attach: name only (this driver offers neither \
                 zeKernelGetModuleHandleExt nor zeKernelGetBinaryExp)"
            }
        }
        .to_owned(),
    );
    if driver.list_is_immediate.is_none() {
        notes.push(
            "this driver has no zeCommandListIsImmediate: command lists created before the \
             attach count their launches when appended"
                .into(),
        );
    }
}

/// Prepares a patch for every hooked entry point the driver's `tables` offer; returns those
/// that could not be patched, each with why.
fn patch_all(state: &mut State, tables: &Tables) -> Vec<String> {
    let mut skipped = Vec::new();
    for hooked in crate::hooks::hooked_functions() {
        let name = hooked.entry.name();
        // By value: two borrows of one `const` need not share an address.
        if hooked.entry.function == ddi::DRIVER_GET_EXTENSION_FUNCTION_ADDRESS.function {
            continue;
        }
        let Some(address) = tables.address(hooked.entry) else {
            continue; // not offered by this driver
        };
        match patch_for(state, address, name, hooked.reals, &hooked.hooks) {
            Ok(()) => {}
            Err(why) => skipped.push(format!("{name} ({why})")),
        }
    }
    skipped
}

/// Builds (or finds, from an earlier prepare) the detour of the driver function at `address`.
fn patch_for(
    state: &mut State,
    address: u64,
    name: &str,
    reals: &'static [std::sync::atomic::AtomicUsize; crate::slots::SLOTS],
    hooks: &[usize; crate::slots::SLOTS],
) -> Result<(), String> {
    if let Some(&index) = state.by_address.get(&address) {
        let existing = state.patches[index].name();
        return if existing == name {
            Ok(())
        } else {
            Err(format!("the driver implements it with {existing}"))
        };
    }
    if state.patches.len() == MAX_PATCHES {
        return Err(format!("more than {MAX_PATCHES} entry points"));
    }
    let readable = readable_bytes(address)?;
    // SAFETY: `readable` bytes at `address` are mapped executable (checked above).
    let code = unsafe { std::slice::from_raw_parts(address as *const u8, readable) };
    // The trampoline becomes the real function of a hook slot, whose hook the thunk calls.
    let mut hook = 0;
    let (_, thunk, length) = state.pages.build(code, address, |trampoline| {
        hook = crate::hooks::claim(trampoline as usize, reals, hooks)
            .ok_or_else(|| "no free hook slot".to_owned())? as u64;
        Ok(hook)
    })?;
    // Straight to the hook when a rel32 reaches it (libaotspy is usually mapped near the
    // driver): one jump less per call than through the thunk.
    let replacement = detour::replacement(address, length, hook)
        .or_else(|| detour::replacement(address, length, thunk))
        .ok_or_else(|| "its thunk is out of reach".to_owned())?;
    let mut patch = Patch::EMPTY;
    patch.address = address;
    patch.length = length as u32;
    patch.original[..length].copy_from_slice(&code[..length]);
    patch.replacement = replacement;
    let name_bytes = name.as_bytes();
    let n = name_bytes.len().min(patch.name.len() - 1);
    patch.name[..n].copy_from_slice(&name_bytes[..n]);
    state.by_address.insert(address, state.patches.len());
    state.patches.push(patch);
    Ok(())
}

/// How many bytes from `address` (up to what decoding needs) lie in one executable mapping.
fn readable_bytes(address: u64) -> Result<usize, String> {
    let mapping = detour::mappings()
        .into_iter()
        .find(|(start, end, _)| (*start..*end).contains(&address))
        .ok_or_else(|| format!("{address:#x} is not mapped"))?;
    if mapping.2.as_bytes().get(2) != Some(&b'x') {
        return Err(format!("{address:#x} is not executable"));
    }
    Ok(((mapping.1 - address) as usize).min(detour::READ_BYTES))
}

/// This library's path, for the `Injected` event.
fn own_path() -> String {
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: dladdr on a function of this library.
    let found = unsafe { libc::dladdr(aotspy_inject_prepare as *const c_void, &mut info) };
    if found == 0 || info.dli_fname.is_null() {
        return String::new();
    }
    unsafe { CStr::from_ptr(info.dli_fname) }
        .to_string_lossy()
        .into_owned()
}

/// Larger than any table of `ze_ddi.h` (the command list table has 52 entries in 1.32): the
/// driver fills what its own header has, the rest stays null.
const TABLE_ENTRIES: usize = 256;

/// The driver's own DDI tables, each asked for once.
struct Tables {
    handle: *mut c_void,
    filled: std::cell::RefCell<HashMap<&'static str, Option<Box<[usize; TABLE_ENTRIES]>>>>,
}

/// Which table version to ask for. A driver fills an entry only when the requested version
/// has it (NEO 26.27 fills 41 command list entries for 1.16, all 52 of its table for the
/// highest version), or fills its whole table whatever the version (NEO 22.43); both accept
/// any minor version. So the highest version first, older ones only for a driver that refuses
/// versions it does not know. The tables are read into buffers larger than any header's
/// struct, zeroed, so an entry a driver does not have stays null.
const VERSIONS: [(u32, u32); 5] = [(1, 0xffff), (1, 16), (1, 14), (1, 9), (1, 3)];

impl Tables {
    fn of(handle: *mut c_void) -> Tables {
        Tables {
            handle,
            filled: Default::default(),
        }
    }

    /// The driver's function at `entry`, if its table has one there.
    fn address(&self, entry: &Entry) -> Option<u64> {
        let mut filled = self.filled.borrow_mut();
        let table = filled
            .entry(entry.getter)
            .or_insert_with(|| self.fetch(entry.getter));
        let function = table.as_ref()?[entry.index];
        (function != 0).then_some(function as u64)
    }

    fn entry<F: Copy>(&self, entry: &Entry) -> Option<F> {
        assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<usize>());
        let address = self.address(entry)? as usize;
        // SAFETY: F is a function pointer type of that entry's signature.
        Some(unsafe { std::mem::transmute_copy::<usize, F>(&address) })
    }

    fn fetch(&self, getter: &str) -> Option<Box<[usize; TABLE_ENTRIES]>> {
        let name = std::ffi::CString::new(getter).ok()?;
        // glibc's dlsym, on the driver's handle.
        let f = unsafe { crate::loader::real_dlsym()(self.handle, name.as_ptr()) };
        if f.is_null() {
            return None;
        }
        // SAFETY: the driver's zeGet*ProcAddrTable.
        let get: crate::loader::GetTableFn = unsafe { std::mem::transmute(f) };
        for (major, minor) in VERSIONS {
            let mut table = Box::new([0usize; TABLE_ENTRIES]);
            let version = ddi::api_version(major, minor);
            if unsafe { get(version, table.as_mut_ptr()) } == ffi::ZE_RESULT_SUCCESS {
                return Some(table);
            }
        }
        None
    }
}

/// The driver handles, through the driver's own `zeDriverGet`.
fn drivers(tables: &Tables) -> Vec<Handle> {
    let Some(get) = tables.entry::<DriverGetFn>(&ddi::DRIVER_GET) else {
        return Vec::new();
    };
    let mut count = 0u32;
    // SAFETY: zeDriverGet's two-call protocol.
    if unsafe { get(&mut count, std::ptr::null_mut()) } != ffi::ZE_RESULT_SUCCESS {
        return Vec::new();
    }
    let mut handles = vec![std::ptr::null_mut(); count as usize];
    if unsafe { get(&mut count, handles.as_mut_ptr()) } != ffi::ZE_RESULT_SUCCESS {
        return Vec::new();
    }
    handles.truncate(count as usize);
    handles
}

/// Describes every device of the driver (the `Device` events a preloaded process sends at its
/// first module): the process's device id when there is exactly one.
fn describe_devices(tables: &Tables) -> Option<u32> {
    let get = tables.entry::<DeviceGetFn>(&ddi::DEVICE_GET)?;
    let mut ids = Vec::new();
    for driver in drivers(tables) {
        let mut count = 0u32;
        // SAFETY: zeDeviceGet's two-call protocol on the driver's handle.
        if unsafe { get(driver, &mut count, std::ptr::null_mut()) } != ffi::ZE_RESULT_SUCCESS {
            continue;
        }
        let mut devices = vec![std::ptr::null_mut(); count as usize];
        if unsafe { get(driver, &mut count, devices.as_mut_ptr()) } != ffi::ZE_RESULT_SUCCESS {
            continue;
        }
        devices.truncate(count as usize);
        ids.extend(devices.into_iter().filter_map(crate::record::device_id));
    }
    match ids[..] {
        [only] => Some(only),
        _ => None,
    }
}

/// An extension function of the driver by name (`zeKernelGetModuleHandleExt`, NEO ≥ 26.31).
fn extension<F: Copy>(tables: &Tables, name: &CStr) -> Option<F> {
    let lookup = tables.entry::<ExtensionFn>(&ddi::DRIVER_GET_EXTENSION_FUNCTION_ADDRESS)?;
    let driver = *drivers(tables).first()?;
    let mut function: *mut c_void = std::ptr::null_mut();
    // SAFETY: the driver's zeDriverGetExtensionFunctionAddress.
    let found = unsafe { lookup(driver, name.as_ptr(), &mut function) };
    if found != ffi::ZE_RESULT_SUCCESS || function.is_null() {
        return None;
    }
    assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<usize>());
    let address = function as usize;
    // SAFETY: F is that extension's function pointer type.
    Some(unsafe { std::mem::transmute_copy::<usize, F>(&address) })
}

const _: () = assert!(MAX_PATCH_BYTES >= detour::JUMP_BYTES);
