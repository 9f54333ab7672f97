//! `dlsym` interposition.
//!
//! Runtimes such as SYCL's Unified Runtime, oneMKL and oneDNN `dlopen` the loader and take
//! entry points with `dlsym(handle, …)`. Their `zeGet*ProcAddrTable` lookups must reach our
//! exports; a hooked function found anywhere but in the loader (whose exports dispatch through
//! the tables we patch) is handed out as its hook.
//!
//! glibc resolves `dlsym(RTLD_NEXT, …)` and `dlsym(RTLD_DEFAULT, …)` relative to the object
//! that called it, which it finds from the return address. A wrapper that called glibc's
//! `dlsym` would make those lookups relative to libaotspy: other interposers looking up the
//! next `malloc` would get their own, and a library loaded `RTLD_LOCAL` would no longer find
//! its own dependencies. So the entry point is a few instructions of assembly that tail-jump to
//! glibc for both pseudo-handles, leaving the caller's return address in place. (An
//! `RTLD_DEFAULT` lookup of a `zeGet…` name finds our export anyway: we are first in the
//! global scope.) Before glibc's `dlsym` is known (another preloaded library's constructor may
//! run before ours), the entry calls out to find it first, then still tail-jumps.

#[cfg(not(target_arch = "x86_64"))]
compile_error!(
    "libaotspy interposes dlsym with x86_64 assembly (src/interpose.rs); this architecture \
     needs its own tail-jumping entry before the preload can be built for it"
);

use crate::loader::{real_dlsym, REAL_DLSYM};
use std::ffi::{c_char, c_void, CStr};

/// # Safety
/// Called by C exactly like glibc's `dlsym`.
#[no_mangle]
#[unsafe(naked)]
pub unsafe extern "C" fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void {
    std::arch::naked_asm!(
        "cmp rdi, -1", // RTLD_NEXT
        "je 2f",
        "test rdi, rdi", // RTLD_DEFAULT
        "jne {lookup}",
        "2:",
        "mov rax, qword ptr [rip + {real}]",
        "test rax, rax",
        "jz 3f",
        "jmp rax",
        // glibc's dlsym not resolved yet: resolve it, keeping the arguments, then tail-jump.
        // Two pushes and 8 bytes keep the stack 16-byte aligned for the call.
        "3:",
        "push rdi",
        "push rsi",
        "sub rsp, 8",
        "call {resolve}",
        "add rsp, 8",
        "pop rsi",
        "pop rdi",
        "jmp rax",
        real = sym REAL_DLSYM,
        lookup = sym lookup,
        resolve = sym resolve_real_dlsym,
    )
}

/// glibc's `dlsym`, for the assembly entry. A panic cannot unwind out of here: the process
/// then aborts, which is all that is left to do without a `dlsym`.
extern "C" fn resolve_real_dlsym() -> usize {
    real_dlsym() as usize
}

/// `dlsym` for a real handle: the real lookup, then our substitution.
unsafe extern "C" fn lookup(handle: *mut c_void, name: *const c_char) -> *mut c_void {
    unsafe {
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
}
