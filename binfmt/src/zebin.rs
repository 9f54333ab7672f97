//! Zebin: an ELF with `e_machine` EM_INTELGT (205), a `.note.intelgt.compat` note naming its
//! target, and a `.ze_info` YAML section describing each kernel.

pub const EM_INTELGT: u16 = 205;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Zebin {
    /// From `.note.intelgt.compat`.
    pub product_family: Option<u32>,
    pub gfx_core: Option<u32>,
    /// Product config / IP version (e.g. 0x030f0007 style encoding), where the note has it.
    pub product_config: Option<u32>,
    pub kernels: Vec<KernelInfo>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KernelInfo {
    pub name: String,
    pub simd_size: Option<u32>,
    pub grf_count: Option<u32>,
    /// Bytes of scratch used for register spills (zeInfo `spill_size` / spill-fill buffers).
    pub spill_bytes: Option<u64>,
    pub private_bytes: Option<u64>,
    pub slm_bytes: Option<u64>,
    /// Size of the kernel's `.text.<name>` section.
    pub code_bytes: u64,
}

pub fn is_zebin(bytes: &[u8]) -> bool {
    todo!()
}

pub fn parse(bytes: &[u8]) -> crate::Result<Zebin> {
    todo!()
}

impl Zebin {
    /// The `-device` argument for `ocloc disasm`, from the compat note; `None` when unknown.
    pub fn ocloc_device(&self) -> Option<String> {
        todo!()
    }
}

/// The `-device` argument for `ocloc disasm` from a Level Zero device id (e.g. 0x0bd5),
/// used when the binary itself does not say.
pub fn ocloc_device_from_pci_id(device_id: u32) -> Option<String> {
    todo!()
}
