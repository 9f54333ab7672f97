//! `dlsym` interposition.
//!
//! Runtimes such as SYCL's Unified Runtime, oneMKL and oneDNN `dlopen` the loader and take
//! entry points with `dlsym(handle, …)`. Their `zeGet*ProcAddrTable` lookups must reach our
//! exports, and the newer launch functions our hooks.
//!
//! glibc resolves `dlsym(RTLD_NEXT, …)` relative to the object that called it, which it finds
//! from the return address. A wrapper that called glibc's `dlsym` would make every `RTLD_NEXT`
//! lookup relative to libaotspy and break other interposers (an allocator looking up the next
//! `malloc` would get its own). So the entry point is a few instructions of assembly that
//! tail-jump to glibc for `RTLD_NEXT`, leaving the caller's return address in place.

use crate::loader::{real_dlsym, REAL_DLSYM};
use std::ffi::{c_char, c_void, CStr};

/// # Safety
/// Called by C exactly like glibc's `dlsym`.
#[no_mangle]
#[unsafe(naked)]
pub unsafe extern "C" fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void {
    std::arch::naked_asm!(
        "cmp rdi, -1", // RTLD_NEXT
        "jne {lookup}",
        "mov rax, qword ptr [rip + {real}]",
        "test rax, rax",
        "jz {lookup}",
        "jmp rax",
        real = sym REAL_DLSYM,
        lookup = sym lookup,
    )
}

/// `dlsym` for every handle but `RTLD_NEXT`: the real lookup, then our substitution.
unsafe extern "C" fn lookup(handle: *mut c_void, name: *const c_char) -> *mut c_void {
    let found = real_dlsym()(handle, name);
    if found.is_null() || name.is_null() {
        return found;
    }
    let name = CStr::from_ptr(name);
    if !name.to_bytes().starts_with(b"ze") {
        return found;
    }
    // A panic must not cross into C; on one, the caller gets the real function.
    std::panic::catch_unwind(|| crate::hooks::substitute(name, found as usize))
        .map_or(found, |f| f as *mut c_void)
}
