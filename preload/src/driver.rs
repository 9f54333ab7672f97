//! The driver functions that identify kernels and command lists created before an injection
//! (`aotspy attach`), found by `inject.rs` in the driver's own tables; read by the launch
//! path's cold lookups (`record/kernels.rs`, `record/lists.rs`). None of them is detoured.

use aotspy_ze_abi::ffi::{self, Handle, ZeResult};
use std::ffi::c_char;
use std::sync::OnceLock;

pub type GetNameFn = unsafe extern "C" fn(Handle, *mut usize, *mut c_char) -> ZeResult;
pub type GetBytesFn = unsafe extern "C" fn(Handle, *mut usize, *mut u8) -> ZeResult;
pub type GetModuleFn = unsafe extern "C" fn(Handle, *mut Handle) -> ZeResult;
pub type IsImmediateFn = unsafe extern "C" fn(Handle, *mut u8) -> ZeResult;
pub type GetPropertiesFn = unsafe extern "C" fn(Handle, *mut ffi::KernelProperties) -> ZeResult;
/// The driver functions that identify objects created before the injection. None of them is
/// detoured.
pub struct Driver {
    pub kernel_get_name: Option<GetNameFn>,
    pub kernel_get_binary: Option<GetBytesFn>,
    pub kernel_get_module: Option<GetModuleFn>,
    pub module_get_native_binary: Option<GetBytesFn>,
    pub list_is_immediate: Option<IsImmediateFn>,
    pub kernel_get_properties: Option<GetPropertiesFn>,
    /// The process's device, when it has exactly one.
    pub sole_device: Option<u32>,
}

pub static DRIVER: OnceLock<Driver> = OnceLock::new();

/// The driver's functions, once an injection prepared them.
pub fn get() -> Option<&'static Driver> {
    DRIVER.get()
}

/// How a kernel from before the injection was identified.
pub enum Identified {
    Module {
        module: Handle,
        native: aotspy_proto::Binary,
    },
    Kernel(aotspy_proto::Binary),
    NameOnly,
}

impl Driver {
    pub fn kernel_name(&self, kernel: Handle) -> String {
        let Some(get) = self.kernel_get_name else {
            return String::new();
        };
        let mut size = 0usize;
        // SAFETY: the driver's zeKernelGetName on a handle the application just used.
        if unsafe { get(kernel, &mut size, std::ptr::null_mut()) } != ffi::ZE_RESULT_SUCCESS
            || size == 0
        {
            return String::new();
        }
        let mut name = vec![0u8; size];
        if unsafe { get(kernel, &mut size, name.as_mut_ptr().cast()) } != ffi::ZE_RESULT_SUCCESS {
            return String::new();
        }
        let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
        String::from_utf8_lossy(&name[..end]).into_owned()
    }

    /// The best ISA the driver gives for `kernel`: its module's whole binary, else its own.
    pub fn identify(&self, kernel: Handle) -> Identified {
        if let (Some(get_module), Some(native)) =
            (self.kernel_get_module, self.module_get_native_binary)
        {
            let mut module: Handle = std::ptr::null_mut();
            // SAFETY: the driver's functions, on the application's handle.
            if unsafe { get_module(kernel, &mut module) } == ffi::ZE_RESULT_SUCCESS
                && !module.is_null()
            {
                let binary = unsafe { bytes(native, module) };
                if !binary.is_empty() {
                    return Identified::Module {
                        module,
                        native: binary,
                    };
                }
            }
        }
        if let Some(get) = self.kernel_get_binary {
            let isa = unsafe { bytes(get, kernel) };
            if !isa.is_empty() {
                return Identified::Kernel(isa);
            }
        }
        Identified::NameOnly
    }

    /// `zeKernelGetProperties`, with NEO's register-file-size extension chained: one call into
    /// the driver, which copies fields of the kernel's descriptor (no allocation of its own).
    pub fn properties(&self, kernel: Handle) -> Option<aotspy_proto::KernelProperties> {
        let get = self.kernel_get_properties?;
        let mut grf = ffi::KernelRegisterFileSizeExp {
            stype: ffi::ZEX_STRUCTURE_KERNEL_REGISTER_FILE_SIZE_EXP,
            p_next: std::ptr::null(),
            register_file_size: 0,
        };
        // SAFETY: a plain C struct, all zeros is valid.
        let mut props: ffi::KernelProperties = unsafe { std::mem::zeroed() };
        props.stype = ffi::ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
        props.p_next = &mut grf as *mut _ as *mut _;
        // SAFETY: the driver's function, on the application's handle, with our own structs.
        if unsafe { get(kernel, &mut props) } != ffi::ZE_RESULT_SUCCESS {
            return None;
        }
        Some(aotspy_proto::KernelProperties {
            max_subgroup_size: props.max_subgroup_size,
            required_subgroup_size: props.required_subgroup_size,
            spill_bytes: props.spill_mem_size,
            private_bytes: props.private_mem_size,
            slm_bytes: props.local_mem_size,
            // Untouched by a driver that does not know the extension.
            grf: (grf.register_file_size != 0).then_some(grf.register_file_size),
        })
    }

    /// Whether `list` is immediate; `None` when this driver cannot tell.
    pub fn is_immediate(&self, list: Handle) -> Option<bool> {
        let is_immediate = self.list_is_immediate?;
        let mut answer = 0u8;
        // SAFETY: the driver's function, on the application's handle.
        (unsafe { is_immediate(list, &mut answer) } == ffi::ZE_RESULT_SUCCESS)
            .then_some(answer != 0)
    }
}

/// A two-call size-then-bytes driver query: the driver writes straight into the buffer the
/// transport then sends, no copy.
pub unsafe fn bytes(get: GetBytesFn, handle: Handle) -> aotspy_proto::Binary {
    unsafe {
        let mut size = 0usize;
        if get(handle, &mut size, std::ptr::null_mut()) != ffi::ZE_RESULT_SUCCESS || size == 0 {
            return aotspy_proto::Binary::default();
        }
        let mut binary = aotspy_proto::Binary::zeroed(size);
        let buffer = binary.get_mut().expect("not shared yet");
        if get(handle, &mut size, buffer.as_mut_ptr()) != ffi::ZE_RESULT_SUCCESS {
            return aotspy_proto::Binary::default();
        }
        if size < buffer.len() {
            return aotspy_proto::Binary::from(&buffer[..size]);
        }
        binary
    }
}
