//! Inline detours, the minimum an injected libaotspy needs (`inject.rs`): for an entry point,
//! a trampoline that runs its first instructions elsewhere and jumps back, a thunk that jumps
//! to the hook, and the bytes that redirect the entry point to the thunk. This module never
//! writes the entry point itself: `aotspy attach` does, with every thread of the process
//! stopped (see `aotspy_proto::inject`).
//!
//! The replaced bytes are whole instructions covering a 5-byte `jmp rel32`. They are relocated
//! with iced-x86's block encoder, which re-targets RIP-relative operands and branches for the
//! trampoline's address; that address must be within ±2 GB of the entry point, so the
//! trampolines live in pages mapped next to the driver ([`Pages`]). Whatever could not run
//! correctly from elsewhere is refused, and the function is then left unhooked: a branch into
//! the replaced bytes (it would land in the middle of the jump), a call (its return address
//! would point into the trampoline, which has no unwind information for a C++ exception to
//! cross), a return or jump before 5 bytes are covered (the bytes after it may belong to
//! another function), and privileged or undecodable instructions.

use aotspy_proto::inject::MAX_PATCH_BYTES;
use iced_x86::{
    BlockEncoder, BlockEncoderOptions, Code, Decoder, DecoderOptions, FlowControl, Instruction,
    InstructionBlock, OpKind,
};

/// `jmp rel32`.
pub const JUMP_BYTES: usize = 5;
/// How many bytes of an entry point are read to decode its first instructions: enough for
/// the longest run that can be accepted.
pub const READ_BYTES: usize = MAX_PATCH_BYTES + 15;
const INT3: u8 = 0xcc;

/// An entry point's first instructions, relocated.
#[derive(Debug)]
pub struct Relocated {
    /// How many bytes of the entry point they occupy (what the jump replaces).
    pub length: usize,
    /// Their code for the trampoline's address, followed by a jump back to the rest.
    pub trampoline: Vec<u8>,
}

/// Relocates the whole instructions at the start of `code` (the bytes at `address`) that cover
/// a jump, to run at `at` and continue at `address + length`; or why that is not safe. `code`
/// may run on to the end of the function: a direct branch anywhere in it into the replaced
/// bytes refuses the function too.
pub fn relocate(code: &[u8], address: u64, at: u64) -> Result<Relocated, String> {
    let mut decoder = Decoder::with_ip(64, code, address, DecoderOptions::NONE);
    let mut instructions = Vec::new();
    let mut length = 0;
    while length < JUMP_BYTES {
        if !decoder.can_decode() {
            return Err(format!("only {length} bytes readable"));
        }
        let instruction = decoder.decode();
        if instruction.is_invalid() {
            return Err(format!("undecodable instruction at +{length}"));
        }
        match instruction.flow_control() {
            FlowControl::Next | FlowControl::ConditionalBranch => {}
            FlowControl::UnconditionalBranch | FlowControl::IndirectBranch
                if length + instruction.len() >= JUMP_BYTES => {}
            FlowControl::UnconditionalBranch
            | FlowControl::IndirectBranch
            | FlowControl::Return => {
                return Err(format!(
                    "the function leaves at +{length} before {JUMP_BYTES} bytes: too short to patch"
                ))
            }
            FlowControl::Call | FlowControl::IndirectCall => {
                return Err(format!(
                    "a call at +{length} (its return address would be in the trampoline)"
                ))
            }
            FlowControl::Interrupt | FlowControl::XbeginXabortXend | FlowControl::Exception => {
                return Err(format!("{:?} at +{length}", instruction.code()))
            }
        }
        length += instruction.len();
        instructions.push(instruction);
    }
    if length > MAX_PATCH_BYTES {
        return Err(format!(
            "its first instructions take {length} bytes (at most {MAX_PATCH_BYTES})"
        ));
    }
    let replaced = address..address + length as u64;
    for instruction in &instructions {
        if direct_target(instruction).is_some_and(|target| replaced.contains(&target)) {
            return Err(format!(
                "a branch at +{} into the replaced bytes",
                instruction.ip() - address
            ));
        }
        if instruction.is_ip_rel_memory_operand()
            && replaced.contains(&instruction.ip_rel_memory_address())
        {
            return Err(format!(
                "an instruction at +{} reads the replaced bytes",
                instruction.ip() - address
            ));
        }
    }
    if let Some(from) = branch_into(&code[length..], address + length as u64, &replaced) {
        return Err(format!(
            "a branch at +{} into the replaced bytes",
            from - address
        ));
    }
    let back = Instruction::with_branch(Code::Jmp_rel32_64, address + length as u64)
        .map_err(|e| format!("jump back: {e}"))?;
    instructions.push(back);
    let encoded = BlockEncoder::encode(
        64,
        InstructionBlock::new(&instructions, at),
        BlockEncoderOptions::NONE,
    )
    .map_err(|e| format!("cannot relocate its first {length} bytes: {e}"))?;
    Ok(Relocated {
        length,
        trampoline: encoded.code_buffer,
    })
}

/// The address of the first direct branch in `rest` (the code at `ip`, decoded linearly) whose
/// target is in `replaced`. A linear decode may also read data or padding as instructions: a
/// false hit only leaves a function unhooked.
fn branch_into(rest: &[u8], ip: u64, replaced: &std::ops::Range<u64>) -> Option<u64> {
    let mut decoder = Decoder::with_ip(64, rest, ip, DecoderOptions::NONE);
    while decoder.can_decode() {
        let instruction = decoder.decode();
        if direct_target(&instruction).is_some_and(|target| replaced.contains(&target)) {
            return Some(instruction.ip());
        }
    }
    None
}

/// Where a direct (near, relative) branch or call goes.
fn direct_target(instruction: &Instruction) -> Option<u64> {
    let direct = (0..instruction.op_count()).any(|i| {
        matches!(
            instruction.op_kind(i),
            OpKind::NearBranch16 | OpKind::NearBranch32 | OpKind::NearBranch64
        )
    });
    direct.then(|| instruction.near_branch_target())
}

/// `RTLD_DL_SYMENT` (dlfcn.h): `dladdr1` also gives the ELF symbol.
const RTLD_DL_SYMENT: libc::c_int = 1;

/// The whole function at `address`, when a dynamic symbol starts there and gives its size,
/// and it lies in one executable mapping; `None` otherwise (then only the bytes the caller
/// read are checked for branches into the replaced ones).
fn whole_function(address: u64) -> Option<&'static [u8]> {
    // SAFETY: Dl_info is plain old data; dladdr1 fills it.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    let mut symbol: *mut libc::c_void = std::ptr::null_mut();
    // SAFETY: dladdr1 with valid out-pointers; it only reads the loader's tables.
    let found = unsafe {
        libc::dladdr1(
            address as *const libc::c_void,
            &mut info,
            &mut symbol,
            RTLD_DL_SYMENT,
        )
    };
    if found == 0 || symbol.is_null() || info.dli_saddr as u64 != address {
        return None;
    }
    // SAFETY: with RTLD_DL_SYMENT, dladdr1 points `symbol` at the ELF symbol it found.
    let size = unsafe { (*(symbol as *const libc::Elf64_Sym)).st_size };
    let end = address.checked_add(size)?;
    let inside = mappings()
        .into_iter()
        .any(|(start, mapping_end, permissions)| {
            (start..mapping_end).contains(&address)
                && end <= mapping_end
                && permissions.as_bytes().get(2) == Some(&b'x')
        });
    // SAFETY: `size` bytes from `address` are mapped executable (hence readable) code.
    inside.then(|| unsafe { std::slice::from_raw_parts(address as *const u8, size as usize) })
}

const THUNK_BYTES: usize = 14;

/// `jmp [rip+0]` then the absolute target: a jump that reaches anywhere.
pub fn absolute_jump(target: u64) -> [u8; THUNK_BYTES] {
    let mut thunk = [0u8; THUNK_BYTES];
    thunk[..6].copy_from_slice(&[0xff, 0x25, 0, 0, 0, 0]);
    thunk[6..].copy_from_slice(&target.to_le_bytes());
    thunk
}

/// The bytes that replace `length` bytes at `address`: `jmp rel32` to `to`, then `int3`s.
pub fn replacement(address: u64, length: usize, to: u64) -> Option<[u8; MAX_PATCH_BYTES]> {
    let rel = i32::try_from(to as i64 - (address as i64 + JUMP_BYTES as i64)).ok()?;
    let mut bytes = [INT3; MAX_PATCH_BYTES];
    bytes[0] = 0xe9;
    bytes[1..JUMP_BYTES].copy_from_slice(&rel.to_le_bytes());
    bytes[length..].fill(0);
    Some(bytes)
}

/// Farthest a trampoline page may be from its entry point. RIP-relative operands of the
/// relocated instructions point near the entry point (same library), so staying within 1 GB
/// of it keeps them well inside the ±2 GB a rel32 reaches.
const REACH: u64 = 1 << 30;
const PAGE_BYTES: usize = 4096;

/// Executable pages holding trampolines and thunks. A page is written while mapped
/// read-write, then sealed read-execute; a sealed page is never written again (a thread may be
/// running in it), so later trampolines go to a new page.
#[derive(Default)]
pub struct Pages {
    pages: Vec<Page>,
}

struct Page {
    base: u64,
    used: usize,
    sealed: bool,
}

impl Pages {
    /// Writes the trampoline for the entry point at `address` (its first bytes `code`) and a
    /// thunk to the hook that `hook_for` gives for that trampoline, into a page near it:
    /// (trampoline address, thunk address, replaced length). The whole function is checked
    /// for branches into the replaced bytes where its symbol gives its size.
    pub fn build(
        &mut self,
        code: &[u8],
        address: u64,
        hook_for: impl FnOnce(u64) -> Result<u64, String>,
    ) -> Result<(u64, u64, usize), String> {
        let code = whole_function(address)
            .filter(|function| function.len() > code.len())
            .unwrap_or(code);
        let (page, at, relocated) = loop {
            let page = self.page_near(address)?;
            let at = page.base + page.used as u64;
            let relocated = relocate(code, address, at)?;
            if page.used + relocated.trampoline.len() + THUNK_BYTES <= PAGE_BYTES {
                break (page, at, relocated);
            }
            // This page is nearly full: the next one.
            page.used = PAGE_BYTES;
        };
        let hook = hook_for(at)?;
        let thunk_at = at + relocated.trampoline.len() as u64;
        // SAFETY: the page is ours, mapped read-write and not sealed; the range fits in it.
        unsafe {
            std::ptr::copy_nonoverlapping(
                relocated.trampoline.as_ptr(),
                at as *mut u8,
                relocated.trampoline.len(),
            );
            std::ptr::copy_nonoverlapping(
                absolute_jump(hook).as_ptr(),
                thunk_at as *mut u8,
                THUNK_BYTES,
            );
        }
        page.used = (page.used + relocated.trampoline.len() + THUNK_BYTES).next_multiple_of(16);
        Ok((at, thunk_at, relocated.length))
    }

    /// Makes every page written so far read-execute, for good.
    pub fn seal(&mut self) -> Result<(), String> {
        for page in self.pages.iter_mut().filter(|p| !p.sealed) {
            // SAFETY: our own mapping.
            let sealed = unsafe {
                libc::mprotect(
                    page.base as *mut libc::c_void,
                    PAGE_BYTES,
                    libc::PROT_READ | libc::PROT_EXEC,
                )
            };
            if sealed != 0 {
                return Err(format!(
                    "mprotect of the trampoline page failed: {}",
                    std::io::Error::last_os_error()
                ));
            }
            page.sealed = true;
        }
        Ok(())
    }

    fn page_near(&mut self, address: u64) -> Result<&mut Page, String> {
        let found = self.pages.iter().position(|p| {
            !p.sealed && p.used + 64 <= PAGE_BYTES && p.base.abs_diff(address) < REACH
        });
        let index = match found {
            Some(index) => index,
            None => {
                let base = map_near(address)?;
                self.pages.push(Page {
                    base,
                    used: 0,
                    sealed: false,
                });
                self.pages.len() - 1
            }
        };
        Ok(&mut self.pages[index])
    }
}

/// The mappings of this process, sorted: (start, end, permissions).
pub fn mappings() -> Vec<(u64, u64, String)> {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let mut ranges: Vec<(u64, u64, String)> = maps
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let (start, end) = fields.next()?.split_once('-')?;
            let permissions = fields.next()?.to_owned();
            Some((
                u64::from_str_radix(start, 16).ok()?,
                u64::from_str_radix(end, 16).ok()?,
                permissions,
            ))
        })
        .collect();
    ranges.sort();
    ranges
}

/// Maps a read-write page in the free gap nearest to `address` (within [`REACH`]): scans
/// `/proc/self/maps`, asks for the page there without replacing anything, and checks it got
/// that address.
fn map_near(address: u64) -> Result<u64, String> {
    let page = PAGE_BYTES as u64;
    let ranges = mappings();
    let mut gaps = Vec::new();
    const USER_END: u64 = 0x7fff_ffff_0000;
    let mut previous_end = 0x10_0000u64;
    // [vsyscall] sits above user space.
    for &(start, end, _) in ranges.iter().filter(|(start, ..)| *start < USER_END) {
        if start > previous_end {
            gaps.push((previous_end, start));
        }
        previous_end = previous_end.max(end);
    }
    gaps.push((previous_end, USER_END.max(previous_end)));
    let mut candidates: Vec<u64> = gaps
        .iter()
        .filter(|(start, end)| end - start >= page)
        .map(|&(start, end)| (address & !(page - 1)).clamp(start, end - page))
        .filter(|candidate| candidate.abs_diff(address) < REACH)
        .collect();
    candidates.sort_by_key(|candidate| candidate.abs_diff(address));
    for hint in candidates {
        // SAFETY: a fresh anonymous mapping that replaces nothing (NOREPLACE; kernels before
        // 4.17 take the address as a hint only, hence the check below).
        let mapped = unsafe {
            libc::mmap(
                hint as *mut libc::c_void,
                PAGE_BYTES,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED_NOREPLACE,
                -1,
                0,
            )
        };
        if mapped == libc::MAP_FAILED {
            continue;
        }
        if mapped as u64 == hint {
            return Ok(hint);
        }
        unsafe { libc::munmap(mapped, PAGE_BYTES) };
    }
    Err(format!(
        "no free address within 1 GB of {address:#x} for a trampoline page"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT: u64 = 0x7f00_0000_1000;
    const TRAMPOLINE: u64 = 0x7f00_0100_0000;

    fn decode_all(code: &[u8], ip: u64) -> Vec<Instruction> {
        let mut decoder = Decoder::with_ip(64, code, ip, DecoderOptions::NONE);
        let mut out = Vec::new();
        while decoder.can_decode() {
            out.push(decoder.decode());
        }
        out
    }

    #[test]
    fn endbr_push_mov_is_copied_and_jumps_back() {
        // endbr64; push rbp; mov rbp,rsp; sub rsp,0x20
        let code = [
            0xf3, 0x0f, 0x1e, 0xfa, 0x55, 0x48, 0x89, 0xe5, 0x48, 0x83, 0xec, 0x20,
        ];
        let r = relocate(&code, AT, TRAMPOLINE).unwrap();
        assert_eq!(r.length, 5);
        assert_eq!(&r.trampoline[..5], &code[..5]);
        let back = decode_all(&r.trampoline[5..], TRAMPOLINE + 5);
        assert_eq!(back.len(), 1);
        assert_eq!(back[0].code(), Code::Jmp_rel32_64);
        assert_eq!(back[0].near_branch_target(), AT + 5);
    }

    #[test]
    fn push_mov_sub_takes_whole_instructions() {
        // push rbp; mov rbp,rsp; sub rsp,0x100 (imm32)
        let code = [0x55, 0x48, 0x89, 0xe5, 0x48, 0x81, 0xec, 0, 1, 0, 0, 0xc3];
        let r = relocate(&code, AT, TRAMPOLINE).unwrap();
        assert_eq!(r.length, 11);
        assert_eq!(&r.trampoline[..11], &code[..11]);
    }

    #[test]
    fn rip_relative_operands_keep_their_targets() {
        // mov rax,[rip+0x100]; lea rcx,[rip-0x20]
        let code = [
            0x48, 0x8b, 0x05, 0, 1, 0, 0, 0x48, 0x8d, 0x0d, 0xe0, 0xff, 0xff, 0xff,
        ];
        let original = decode_all(&code, AT);
        let r = relocate(&code, AT, TRAMPOLINE).unwrap();
        assert_eq!(r.length, 7);
        let moved = decode_all(&r.trampoline, TRAMPOLINE);
        assert_eq!(moved[0].code(), original[0].code());
        assert_eq!(
            moved[0].ip_rel_memory_address(),
            original[0].ip_rel_memory_address()
        );
        let r = relocate(&code[7..], AT + 7, TRAMPOLINE).unwrap();
        let moved = decode_all(&r.trampoline, TRAMPOLINE);
        assert_eq!(
            moved[0].ip_rel_memory_address(),
            original[1].ip_rel_memory_address()
        );
    }

    #[test]
    fn a_short_jcc_out_of_the_range_is_widened() {
        // test edi,edi; je +0x40; ...
        let code = [0x85, 0xff, 0x74, 0x40, 0x90, 0x90, 0x90, 0x90];
        let r = relocate(&code, AT, TRAMPOLINE).unwrap();
        assert_eq!(r.length, 5);
        let moved = decode_all(&r.trampoline, TRAMPOLINE);
        let je = moved.iter().find(|i| i.is_jcc_short_or_near()).unwrap();
        assert_eq!(je.near_branch_target(), AT + 4 + 0x40);
    }

    #[test]
    fn a_short_jcc_into_the_range_is_refused() {
        // xor eax,eax; jne -4 (back to +0); nop
        let code = [0x31, 0xc0, 0x75, 0xfc, 0x90, 0x90, 0x90];
        let err = relocate(&code, AT, TRAMPOLINE).unwrap_err();
        assert!(err.contains("into the replaced bytes"), "{err}");
    }

    /// A loop back into the first bytes, from later in the function, would land in the
    /// middle of the jump: refused (it was not, when only the relocated instructions were
    /// checked). A branch to just after them is fine.
    #[test]
    fn a_branch_from_later_in_the_function_into_the_replaced_bytes_is_refused() {
        // +0 push rbp; +1 mov rbp,rsp; +4 push rbx; +5 dec edi; +7 jne -7 (to +2); +9 ret
        let looping = [0x55, 0x48, 0x89, 0xe5, 0x53, 0xff, 0xcf, 0x75, 0xf9, 0xc3];
        let err = relocate(&looping, AT, TRAMPOLINE).unwrap_err();
        assert_eq!(err, "a branch at +7 into the replaced bytes");
        // The same with jne -2 (to +7, itself, after the replaced 5 bytes).
        let mut fine = looping;
        fine[8] = 0xfe;
        assert_eq!(relocate(&fine, AT, TRAMPOLINE).unwrap().length, 5);
        // A near jump from further away, rel32 back to +3.
        let mut far = looping.to_vec();
        far[8] = 0xfe;
        far.extend([0x90; 100]);
        let from = far.len() as i64;
        far.push(0xe9);
        far.extend(((3 - (from + 5)) as i32).to_le_bytes());
        let err = relocate(&far, AT, TRAMPOLINE).unwrap_err();
        assert_eq!(err, format!("a branch at +{from} into the replaced bytes"));
    }

    /// A function with a dynamic symbol is checked whole: libc's `getpid` is found by
    /// `dladdr1` with its size.
    #[test]
    fn whole_functions_come_from_their_dynamic_symbol() {
        let getpid = libc::getpid as *const () as u64;
        let function = whole_function(getpid).expect("getpid has a dynamic symbol");
        assert!(function.len() >= JUMP_BYTES, "{}", function.len());
        assert!(whole_function(getpid + 1).is_none());
    }

    #[test]
    fn a_tail_jump_is_relocated_and_a_short_function_refused() {
        // jmp rel32 (a thunk that tail-calls the implementation)
        let code = [0xe9, 0x00, 0x10, 0x00, 0x00, 0xcc];
        let r = relocate(&code, AT, TRAMPOLINE).unwrap();
        let moved = decode_all(&r.trampoline, TRAMPOLINE);
        assert_eq!(moved[0].near_branch_target(), AT + 5 + 0x1000);
        // xor eax,eax; ret: ends before 5 bytes
        let err = relocate(&[0x31, 0xc0, 0xc3, 0x90, 0x90, 0x90], AT, TRAMPOLINE).unwrap_err();
        assert!(err.contains("too short"), "{err}");
        // call rel32 first
        let err = relocate(&[0xe8, 0, 0, 0, 0, 0x90], AT, TRAMPOLINE).unwrap_err();
        assert!(err.contains("a call"), "{err}");
    }

    #[test]
    fn the_replacement_is_a_jump_padded_with_int3() {
        let r = replacement(0x1000, 7, 0x2000).unwrap();
        assert_eq!(&r[..7], &[0xe9, 0xfb, 0x0f, 0, 0, 0xcc, 0xcc]);
        assert!(r[7..].iter().all(|&b| b == 0));
        assert!(replacement(0x1000, 5, 0x1000 + (1 << 32)).is_none());
    }

    #[inline(never)]
    extern "C" fn target(x: u64) -> u64 {
        // Enough work that the compiler keeps a real prologue.
        let mut acc = x;
        for i in 0..(x % 7 + 3) {
            acc = std::hint::black_box(acc.wrapping_mul(31).wrapping_add(i));
        }
        acc
    }

    static TRAMPOLINE_OF_TARGET: std::sync::atomic::AtomicU64 =
        std::sync::atomic::AtomicU64::new(0);
    static HOOK_CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

    extern "C" fn hook(x: u64) -> u64 {
        HOOK_CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let original: extern "C" fn(u64) -> u64 = unsafe {
            std::mem::transmute::<u64, extern "C" fn(u64) -> u64>(
                TRAMPOLINE_OF_TARGET.load(std::sync::atomic::Ordering::SeqCst),
            )
        };
        original(x)
    }

    /// A real detour in this process: the patched function runs the hook, which calls the
    /// original through its trampoline and gets its result.
    #[test]
    fn a_patched_function_runs_the_hook_and_returns_the_original_result() {
        // The library's constructor silenced panics; this test's should be seen.
        drop(std::panic::take_hook());
        let f: extern "C" fn(u64) -> u64 = std::hint::black_box(target);
        let (expected, expected_7) = (f(12345), f(7));
        let address = f as usize as u64;
        let code = unsafe { std::slice::from_raw_parts(address as *const u8, READ_BYTES) };
        let mut pages = Pages::default();
        let (trampoline, thunk, length) = pages
            .build(code, address, |_| Ok(hook as *const () as u64))
            .unwrap();
        pages.seal().unwrap();
        TRAMPOLINE_OF_TARGET.store(trampoline, std::sync::atomic::Ordering::SeqCst);
        let bytes = replacement(address, length, thunk).unwrap();
        let page = address & !(PAGE_BYTES as u64 - 1);
        let span = (address + length as u64 - page) as usize;
        unsafe {
            assert_eq!(
                libc::mprotect(
                    page as *mut libc::c_void,
                    span,
                    libc::PROT_READ | libc::PROT_WRITE | libc::PROT_EXEC
                ),
                0
            );
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), address as *mut u8, length);
        }
        assert_eq!(f(12345), expected);
        assert_eq!(HOOK_CALLS.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert_eq!(f(7), expected_7);
        assert_eq!(HOOK_CALLS.load(std::sync::atomic::Ordering::SeqCst), 2);
    }
}
