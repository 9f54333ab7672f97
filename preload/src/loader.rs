//! Finding the real Level Zero loader and glibc's real `dlsym`, once.

use aotspy_ze_abi::ffi::{DeviceProperties, Handle, ZeResult};
use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

pub type DlsymFn = unsafe extern "C" fn(*mut c_void, *const c_char) -> *mut c_void;
pub type GetTableFn = unsafe extern "C" fn(u32, *mut usize) -> ZeResult;
pub type GetNativeBinaryFn = unsafe extern "C" fn(Handle, *mut usize, *mut u8) -> ZeResult;
pub type DeviceGetPropertiesFn = unsafe extern "C" fn(Handle, *mut DeviceProperties) -> ZeResult;

/// glibc's `dlsym`, read by the assembly entry of our `dlsym` (see `interpose.rs`).
pub static REAL_DLSYM: AtomicUsize = AtomicUsize::new(0);

pub fn real_dlsym() -> DlsymFn {
    let mut f = REAL_DLSYM.load(Ordering::Acquire);
    if f == 0 {
        // dlvsym is not interposed, so it reaches glibc's own dlsym. x86_64 glibc before 2.34
        // only has the base version.
        for version in [c"GLIBC_2.34", c"GLIBC_2.2.5"] {
            f = unsafe { libc::dlvsym(libc::RTLD_NEXT, c"dlsym".as_ptr(), version.as_ptr()) }
                as usize;
            if f != 0 {
                break;
            }
        }
        REAL_DLSYM.store(f, Ordering::Release);
    }
    assert!(f != 0, "glibc dlsym not found");
    // SAFETY: glibc's dlsym has this signature.
    unsafe { std::mem::transmute::<usize, DlsymFn>(f) }
}

/// Looks `name` up where the real Level Zero API lives: after us in the global scope (a
/// program linked with the loader), else in a loader that was `dlopen`ed `RTLD_LOCAL`.
pub fn resolve(name: &CStr) -> *mut c_void {
    let dlsym = real_dlsym();
    let f = unsafe { dlsym(libc::RTLD_NEXT, name.as_ptr()) };
    if !f.is_null() {
        return f;
    }
    let loader = unsafe {
        libc::dlopen(
            c"libze_loader.so.1".as_ptr(),
            libc::RTLD_NOW | libc::RTLD_NOLOAD,
        )
    };
    if loader.is_null() {
        return std::ptr::null_mut();
    }
    let f = unsafe { dlsym(loader, name.as_ptr()) };
    // NOLOAD took a reference; the program's own keeps the loader mapped.
    unsafe { libc::dlclose(loader) };
    f
}

/// Loader entry points the cold paths call directly; they are not hooked.
pub struct Loader {
    pub module_get_native_binary: Option<GetNativeBinaryFn>,
    pub device_get_properties: Option<DeviceGetPropertiesFn>,
}

pub fn get() -> &'static Loader {
    static LOADER: OnceLock<Loader> = OnceLock::new();
    LOADER.get_or_init(|| unsafe {
        Loader {
            module_get_native_binary: std::mem::transmute::<*mut c_void, Option<GetNativeBinaryFn>>(
                resolve(aotspy_ze_abi::ddi::MODULE_GET_NATIVE_BINARY.function),
            ),
            device_get_properties: std::mem::transmute::<*mut c_void, Option<DeviceGetPropertiesFn>>(
                resolve(aotspy_ze_abi::ddi::DEVICE_GET_PROPERTIES.function),
            ),
        }
    })
}
