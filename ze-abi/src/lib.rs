//! The slice of the Level Zero ABI that aotspy uses, declared once: every DDI table entry the
//! preload patches or calls and the collector probes for ([`ddi`]), and every struct and
//! constant they pass ([`ffi`]).
//!
//! Nothing here is trusted: `tests/tests/level_zero_abi.rs` compiles a C program against the
//! installed `ze_api.h`/`ze_ddi.h` on each test stack (loader 1.8.12's API 1.4 headers on the
//! host, 1.32's on the modern root) and checks every index, offset, size and value below.

pub mod ddi;
pub mod ffi;
