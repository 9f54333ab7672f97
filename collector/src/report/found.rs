//! Kernels created before aotspy was injected into a running process (`aotspy attach` without
//! the preload), whose ISA came without a module: their raw ISA, disassembled on its own.

use super::analytics;
use super::disasm::{self, Disassemblers};
use super::model::{KernelAsm, RawKernel};
use crate::sys::files::safe_file_name;
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::collections::HashMap;
use std::fs;
use std::path::Path;

/// Hex digits of the code's SHA-256 that prefix a raw kernel's ASM file name, as a module id's
/// do for module kernels.
const ASM_CODE_PREFIX_HEX: usize = 8;

/// Disassembles each raw kernel with a listed kernel (through IGA, cached) and writes its ASM
/// into `out_dir/asm`; by the code's SHA-256, the ASM or why there is none. Fails only when the
/// report directory cannot be written.
pub fn disassemble_raw_kernels(
    raw_kernels: &[RawKernel],
    out_dir: &Path,
) -> Result<HashMap<String, Result<KernelAsm, String>>> {
    let listed: Vec<&RawKernel> = raw_kernels
        .iter()
        .filter(|raw| !raw.listed_kernels.is_empty())
        .collect();
    if listed.is_empty() {
        return Ok(HashMap::new());
    }
    let tools = Disassemblers::locate();
    let cache_root = disasm::cache_root();
    let made: Vec<Result<String, String>> = listed
        .par_iter()
        .map(|raw| {
            let device = raw.ocloc_device.as_deref().ok_or(
                "no ASM: no device is known for its raw ISA (no device was recorded for it); pass --device",
            )?;
            let cache_root = cache_root.as_ref().map_err(|e| format!("no ASM: {e:#}"))?;
            let (file, _) =
                disasm::disassemble_raw(&raw.sha256, device, &raw.code, &tools, cache_root)
                    .map_err(|e| format!("no ASM: {e}"))?;
            fs::read_to_string(&file)
                .map_err(|e| format!("no ASM: cannot read {}: {e}", file.display()))
        })
        .collect();
    let mut outcomes = HashMap::new();
    for (raw, asm) in listed.into_iter().zip(made) {
        let outcome = match asm {
            Ok(asm) => Ok(write_asm(raw, &asm, out_dir)?),
            Err(why) => Err(why),
        };
        outcomes.insert(raw.sha256.clone(), outcome);
    }
    Ok(outcomes)
}

/// Writes the ASM into the report (named after its first listed kernel) and reads it.
fn write_asm(raw: &RawKernel, asm: &str, out_dir: &Path) -> Result<KernelAsm> {
    let file = format!(
        "asm/{}",
        safe_file_name(
            &format!(
                "{}-{}",
                &raw.sha256[..ASM_CODE_PREFIX_HEX],
                raw.listed_kernels[0]
            ),
            ".asm"
        )
    );
    let path = out_dir.join(&file);
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    fs::write(&path, asm).with_context(|| format!("cannot write {}", path.display()))?;
    // No DWARF comes with raw ISA: no source lines.
    let (isa, _) = analytics::analyze(asm, None);
    Ok(KernelAsm {
        file,
        instructions: aotspy_isa::count_instructions(asm),
        isa,
    })
}
