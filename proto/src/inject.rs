//! What `aotspy attach` and an injected libaotspy.so agree on, when the process was not
//! started with the preload.
//!
//! The collector loads libaotspy.so into the stopped process through ptrace (a `dlopen` on a
//! thread hijacked at a safe point), then calls [`PREPARE_SYMBOL`] there. That function starts
//! the library in dormant mode (spool and control socket, as a preloaded process without a
//! collector), finds the driver's entry points, builds a trampoline for each, and fills the
//! [`Plan`] at [`PLAN_SYMBOL`]: for each entry point, its address, its original first bytes and
//! the jump that replaces them. It writes no code itself. The collector writes the jumps with
//! every thread of the process stopped and none of them inside the bytes it replaces, and
//! puts the original bytes back the same way to detach. The trampolines stay: a thread may
//! still be running in one.
//!
//! The plan is plain old data at a fixed layout ([`Plan::parse`] reads it from the bytes the
//! collector copies out of the process), so both sides need no shared code beyond this file.

/// The exported `extern "C" fn() -> *const Plan` that prepares the hooks; it returns the
/// address of [`PLAN_SYMBOL`], whose `state` then says whether it worked.
pub const PREPARE_SYMBOL: &str = "aotspy_inject_prepare";
/// The exported static [`Plan`]; a later attach reads it again without calling anything.
pub const PLAN_SYMBOL: &str = "AOTSPY_INJECT_PLAN";
/// "AOTSPYPL" as a little-endian u64.
pub const PLAN_MAGIC: u64 = u64::from_le_bytes(*b"AOTSPYPL");
pub const PLAN_VERSION: u32 = 1;
/// More than the hooked API has entry points.
pub const MAX_PATCHES: usize = 64;
/// Longest replaced byte run: a 5-byte jump plus the rest of the instruction it splits.
pub const MAX_PATCH_BYTES: usize = 16;
pub const ERROR_BYTES: usize = 512;
/// End of the lower canonical half of x86-64's address space (47-bit user space). A patch must
/// lie wholly below it: the library a patch is in was mapped by ld.so, and even with 5-level
/// paging Linux maps above 47 bits only when an mmap hint asks for it, which ld.so never does.
pub const USER_ADDRESS_END: u64 = 1 << 47;

/// `Plan::state`.
pub const STATE_EMPTY: u32 = 0;
pub const STATE_READY: u32 = 1;
pub const STATE_FAILED: u32 = 2;

/// One entry point to redirect: `length` bytes at `address`, `original` now, `replacement`
/// while attached (a jump to the hook, padded with `int3` to the end of the last instruction
/// it overwrites).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patch {
    pub address: u64,
    pub length: u32,
    pub reserved: u32,
    pub original: [u8; MAX_PATCH_BYTES],
    pub replacement: [u8; MAX_PATCH_BYTES],
    /// NUL-terminated function name, for messages ("zeCommandListAppendLaunchKernel").
    pub name: [u8; 64],
}

impl Patch {
    pub const EMPTY: Patch = Patch {
        address: 0,
        length: 0,
        reserved: 0,
        original: [0; MAX_PATCH_BYTES],
        replacement: [0; MAX_PATCH_BYTES],
        name: [0; 64],
    };

    pub fn name(&self) -> String {
        let end = self
            .name
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(self.name.len());
        String::from_utf8_lossy(&self.name[..end]).into_owned()
    }

    /// The bytes the patch replaces. Never overflows for a patch [`Plan::parse`] accepted
    /// (it ends at or below [`USER_ADDRESS_END`]); saturates for one built by hand.
    pub fn range(&self) -> std::ops::Range<u64> {
        self.address..self.address.saturating_add(u64::from(self.length))
    }
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub magic: u64,
    pub version: u32,
    /// [`STATE_EMPTY`], [`STATE_READY`] or [`STATE_FAILED`].
    pub state: u32,
    pub patch_count: u32,
    pub reserved: u32,
    /// NUL-terminated: why preparing failed, or a note for the user when it worked (such as
    /// "zeKernelGetBinaryExp not offered by this driver: kernels created before the attach are
    /// reported by name only").
    pub message: [u8; ERROR_BYTES],
    pub patches: [Patch; MAX_PATCHES],
}

#[derive(Debug, PartialEq, Eq)]
pub enum PlanError {
    Short {
        got: usize,
    },
    BadMagic,
    Version(u32),
    TooManyPatches(u32),
    BadPatch {
        index: usize,
    },
    /// The patch's bytes are not wholly in user space (non-canonical, or past the end of
    /// the address space).
    OutOfUserSpace {
        index: usize,
        address: u64,
        length: u32,
    },
    /// Two patches replace some of the same bytes.
    Overlap {
        first: usize,
        second: usize,
    },
}

impl std::fmt::Display for PlanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlanError::Short { got } => write!(
                f,
                "the injection plan is {} bytes, only {got} were read",
                Plan::BYTES
            ),
            PlanError::BadMagic => write!(f, "no injection plan at that address (bad magic)"),
            PlanError::Version(v) => write!(
                f,
                "the injected libaotspy.so has plan version {v}, this aotspy reads {PLAN_VERSION}: \
                 it was injected by another aotspy build; attach with that one"
            ),
            PlanError::TooManyPatches(n) => {
                write!(f, "the injection plan claims {n} patches (at most {MAX_PATCHES})")
            }
            PlanError::BadPatch { index } => write!(
                f,
                "patch {index} of the injection plan is malformed (length 0 or above {MAX_PATCH_BYTES}, or null address)"
            ),
            PlanError::OutOfUserSpace {
                index,
                address,
                length,
            } => write!(
                f,
                "patch {index} of the injection plan ({length} bytes at {address:#x}) does not lie \
                 below {USER_ADDRESS_END:#x}, the end of user space"
            ),
            PlanError::Overlap { first, second } => write!(
                f,
                "patches {first} and {second} of the injection plan replace some of the same bytes"
            ),
        }
    }
}

impl std::error::Error for PlanError {}

impl Plan {
    pub const BYTES: usize = std::mem::size_of::<Plan>();

    pub const EMPTY: Plan = Plan {
        magic: PLAN_MAGIC,
        version: PLAN_VERSION,
        state: STATE_EMPTY,
        patch_count: 0,
        reserved: 0,
        message: [0; ERROR_BYTES],
        patches: [Patch::EMPTY; MAX_PATCHES],
    };

    pub fn message(&self) -> String {
        let end = self
            .message
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(self.message.len());
        String::from_utf8_lossy(&self.message[..end]).into_owned()
    }

    /// Sets `message`, cut to fit (at a character boundary) with its NUL.
    pub fn set_message(&mut self, text: &str) {
        let mut end = text.len().min(ERROR_BYTES - 1);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        self.message = [0; ERROR_BYTES];
        self.message[..end].copy_from_slice(&text.as_bytes()[..end]);
    }

    pub fn patches(&self) -> &[Patch] {
        &self.patches[..(self.patch_count as usize).min(MAX_PATCHES)]
    }

    /// The plan in `bytes` (copied out of the target process), checked: never trusts a count
    /// or length it did not bound.
    pub fn parse(bytes: &[u8]) -> Result<Plan, PlanError> {
        if bytes.len() < Plan::BYTES {
            return Err(PlanError::Short { got: bytes.len() });
        }
        // SAFETY: `Plan` is repr(C) plain old data (integers and byte arrays, every bit
        // pattern valid), and `bytes` holds at least its size; read unaligned.
        let plan = unsafe { std::ptr::read_unaligned(bytes.as_ptr().cast::<Plan>()) };
        if plan.magic != PLAN_MAGIC {
            return Err(PlanError::BadMagic);
        }
        if plan.version != PLAN_VERSION {
            return Err(PlanError::Version(plan.version));
        }
        if plan.patch_count as usize > MAX_PATCHES {
            return Err(PlanError::TooManyPatches(plan.patch_count));
        }
        for (index, patch) in plan.patches().iter().enumerate() {
            if patch.address == 0 || patch.length == 0 || patch.length as usize > MAX_PATCH_BYTES {
                return Err(PlanError::BadPatch { index });
            }
            // Checked before any `range()` is taken: `address + length` must neither wrap nor
            // leave the lower canonical half.
            let end = patch.address.checked_add(u64::from(patch.length));
            if end.is_none_or(|end| end > USER_ADDRESS_END) {
                return Err(PlanError::OutOfUserSpace {
                    index,
                    address: patch.address,
                    length: patch.length,
                });
            }
        }
        // At most 64 patches: the quadratic check costs nothing.
        let patches = plan.patches();
        for (first, a) in patches.iter().enumerate() {
            for (second, b) in patches.iter().enumerate().skip(first + 1) {
                if a.range().start < b.range().end && b.range().start < a.range().end {
                    return Err(PlanError::Overlap { first, second });
                }
            }
        }
        Ok(plan)
    }

    /// The plan as bytes, as the collector reads them.
    pub fn as_bytes(&self) -> &[u8] {
        // SAFETY: plain old data without padding-dependent meaning; any byte view is valid.
        unsafe { std::slice::from_raw_parts((self as *const Plan).cast::<u8>(), Plan::BYTES) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refuses_what_it_cannot_trust() {
        let mut plan = Plan::EMPTY;
        plan.state = STATE_READY;
        plan.patch_count = 1;
        plan.patches[0].address = 0x1000;
        plan.patches[0].length = 5;
        plan.patches[0].name[..4].copy_from_slice(b"zeXy");
        plan.set_message("note: é");
        let parsed = Plan::parse(plan.as_bytes()).unwrap();
        assert_eq!(parsed.patches()[0].name(), "zeXy");
        assert_eq!(parsed.patches()[0].range(), 0x1000..0x1005);
        assert_eq!(parsed.message(), "note: é");

        assert_eq!(
            Plan::parse(&plan.as_bytes()[..100]).unwrap_err(),
            PlanError::Short { got: 100 }
        );
        let mut bad = plan;
        bad.patch_count = 65;
        assert_eq!(
            Plan::parse(bad.as_bytes()).unwrap_err(),
            PlanError::TooManyPatches(65)
        );
        let mut bad = plan;
        bad.patches[0].length = 17;
        assert_eq!(
            Plan::parse(bad.as_bytes()).unwrap_err(),
            PlanError::BadPatch { index: 0 }
        );
        let mut bad = plan;
        bad.magic = 0;
        assert_eq!(
            Plan::parse(bad.as_bytes()).unwrap_err(),
            PlanError::BadMagic
        );
    }

    /// What `scripts/fuzz` found in the `plan` target after about 1.5M runs: a patch whose
    /// address plus length passes `u64::MAX` was accepted, and `Patch::range` then overflowed.
    #[test]
    fn refuses_patches_that_wrap_or_leave_user_space() {
        let mut plan = Plan::EMPTY;
        plan.state = STATE_READY;
        plan.patch_count = 2;
        plan.patches[0].address = 0x1000;
        plan.patches[0].length = 5;
        plan.patches[1].address = u64::MAX - 2;
        plan.patches[1].length = 5;
        assert_eq!(
            Plan::parse(plan.as_bytes()).unwrap_err(),
            PlanError::OutOfUserSpace {
                index: 1,
                address: u64::MAX - 2,
                length: 5
            }
        );
        // Non-canonical (upper half, or the hole between the halves).
        for address in [
            0xffff_8000_0000_0000,
            USER_ADDRESS_END,
            USER_ADDRESS_END - 4,
        ] {
            plan.patches[1].address = address;
            assert!(matches!(
                Plan::parse(plan.as_bytes()),
                Err(PlanError::OutOfUserSpace { index: 1, .. })
            ));
        }
        // The last 5 bytes of user space are fine.
        plan.patches[1].address = USER_ADDRESS_END - 5;
        let parsed = Plan::parse(plan.as_bytes()).unwrap();
        assert_eq!(parsed.patches()[1].range().end, USER_ADDRESS_END);
        // Overlapping patches would have the collector write one over the other.
        plan.patches[1].address = 0x1004;
        assert_eq!(
            Plan::parse(plan.as_bytes()).unwrap_err(),
            PlanError::Overlap {
                first: 0,
                second: 1
            }
        );
        plan.patches[1].address = 0x1005;
        assert!(Plan::parse(plan.as_bytes()).is_ok());
    }

    #[test]
    fn long_messages_are_cut_at_a_character_boundary() {
        let mut plan = Plan::EMPTY;
        plan.set_message(&"é".repeat(400));
        assert_eq!(plan.message().chars().count(), 255);
    }
}
