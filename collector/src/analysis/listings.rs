//! The listed kernels of the inventory's modules disassembled (once per module, through the
//! ASM cache) and each kernel's listing analyzed once and written into the report directory.

use super::analytics::{self, Listings};
use super::background::MadeDuringRun;
use super::disasm::{self, Disassembled, Source};
use super::inventory::CapturedModule;
use super::listing_files::listing_path;
use crate::sys::files::write_derived_path;
use anyhow::Result;
use aotspy_isa::lines::{LineRow, LinesError};
use aotspy_report::{Disassembly, KernelIsa, Note, NoteKind};
use std::collections::HashMap;
use std::path::Path;

/// What disassembly gave for one module.
#[derive(Debug, Clone, PartialEq)]
pub struct ModuleAsm {
    /// `Ran`, `Cached` or `Failed`.
    pub status: Disassembly,
    /// Each listed kernel's ASM, copied into the report directory, or why it has none. Empty
    /// when the module failed.
    pub kernels: HashMap<String, Result<KernelAsm, Note>>,
    /// Why its kernels have no source lines, when they have none (no DWARF line tables).
    pub source_lines_note: Option<Note>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct KernelAsm {
    /// Its listing file (`asm/<id>.js`), relative to the report directory.
    pub file: String,
    pub instructions: usize,
    pub isa: KernelIsa,
    /// The advice rules' findings on it (computed from the same parse as `isa`).
    pub advice: Vec<aotspy_report::Finding>,
}

/// Runs ocloc once per module that has a listed kernel and copies each listed kernel's ASM
/// into the report; by module SHA-256, with each listing as analyzed (with the line rows read
/// from its module's DWARF).
pub fn disassemble_listed(
    modules: &[CapturedModule],
    out_dir: &Path,
    made_during_run: &MadeDuringRun,
) -> Result<(HashMap<String, ModuleAsm>, Listings)> {
    let mut outcomes = HashMap::new();
    let (with_device, deviceless): (Vec<&CapturedModule>, Vec<&CapturedModule>) = modules
        .iter()
        .filter(|m| !m.listed_kernels.is_empty())
        .partition(|m| m.ocloc_device().is_some());
    for module in deviceless {
        let error = "no ocloc device is known for it: the binary does not name one and no device was recorded; pass --device".into();
        outcomes.insert(module.sha256().to_owned(), failed(error));
    }
    if with_device.is_empty() {
        return Ok((outcomes, Listings::new()));
    }
    let jobs: Vec<disasm::Job> = with_device
        .iter()
        .map(|module| disasm::Job {
            sha256: module.sha256(),
            device: module.ocloc_device().expect("partitioned on it"),
            binary: &module.binary,
            zebin: module.zebin(),
        })
        .collect();
    // Each module's ASM copied and analyzed on rayon's pool as soon as it is disassembled
    // (or read from the cache): this is most of what a report with every module already
    // disassembled (as `aotspy collect` leaves it) still does.
    let copied: Vec<CopiedModule> = disasm::disassemble_all(&jobs, |i, result| {
        copy_module_asm(with_device[i], result, out_dir, made_during_run)
    })
    .into_iter()
    .collect::<Result<_>>()?;
    let mut listings = Listings::new();
    for (sha256, outcome, kernel_listings) in copied {
        listings.extend(kernel_listings);
        outcomes.insert(sha256, outcome);
    }
    Ok((outcomes, listings))
}

/// A module's SHA-256, its disassembly outcome and its kernels' listings by listing file.
type CopiedModule = (String, ModuleAsm, Vec<(String, String)>);

/// One module's disassembly outcome, with each listed kernel's ASM copied into the report and
/// analyzed; and the listings, by listing file.
fn copy_module_asm(
    module: &CapturedModule,
    result: Result<Disassembled, String>,
    out_dir: &Path,
    made_during_run: &MadeDuringRun,
) -> Result<CopiedModule> {
    let sha256 = module.sha256().to_owned();
    let mut done = match result {
        Ok(done) => done,
        Err(error) => return Ok((sha256, failed(error), Vec::new())),
    };
    // Source lines where the module was built with -g: read once per module.
    let lines = aotspy_isa::lines::kernel_lines(&module.binary);
    let source_lines_note = match &lines {
        Ok(_) | Err(LinesError::NotElf(_)) => None,
        Err(e) => Some(Note::new(
            NoteKind::NoSourceLines,
            format!("no source lines: {e}"),
        )),
    };
    let device = module.ocloc_device().expect("partitioned on it");
    let status = match &done.source {
        Source::Cache => match made_during_run.get(&(sha256.clone(), device.to_owned())) {
            Some(Source::Made {
                via,
                in_process_declined,
            }) => Disassembly::Ran {
                via: *via,
                in_process_declined: in_process_declined.clone(),
                during_run: true,
            },
            _ => Disassembly::Cached,
        },
        Source::Made {
            via,
            in_process_declined,
        } => Disassembly::Ran {
            via: *via,
            in_process_declined: in_process_declined.clone(),
            during_run: false,
        },
    };
    let mut kernels = HashMap::new();
    let mut listings = Vec::new();
    for kernel in &module.listed_kernels {
        let rows = lines.as_ref().ok().and_then(|l| l.get(kernel));
        let outcome = match copy_kernel_asm(&mut done, module, kernel, rows, out_dir)? {
            Ok((asm, listing)) => {
                listings.push((asm.file.clone(), listing));
                Ok(asm)
            }
            Err(why) => Err(why),
        };
        kernels.insert(kernel.clone(), outcome);
    }
    let outcome = ModuleAsm {
        source_lines_note,
        status,
        kernels,
    };
    Ok((sha256, outcome, listings))
}

fn failed(error: String) -> ModuleAsm {
    ModuleAsm {
        source_lines_note: None,
        status: Disassembly::Failed { error },
        kernels: HashMap::new(),
    }
}

/// Copies `kernel`'s ASM from the disassembly into the report: its file there and what its one
/// parse says, with the listing for the views; or why it has none. Fails only when the report
/// directory cannot be written.
fn copy_kernel_asm(
    done: &mut Disassembled,
    module: &CapturedModule,
    kernel: &str,
    rows: Option<&Vec<LineRow>>,
    out_dir: &Path,
) -> Result<Result<(KernelAsm, String), Note>> {
    let file = listing_path(module.sha256(), kernel);
    let facts = analytics::kernel_facts(module.ocloc_device(), module.kernel_info(kernel));
    let (reported, asm) = match done.analyze(kernel, &file, rows.map(Vec::as_slice), &facts) {
        Some(Ok((reported, asm))) => (reported, asm.to_owned()),
        Some(Err(e)) => {
            let text = format!("no ASM: the disassembler's text for it is not UTF-8 ({e})");
            return Ok(Err(Note::new(NoteKind::KernelAsmUnreadable, text)));
        }
        None => {
            let text = format!(
                "no ASM: ocloc wrote none for this kernel (of module {} for {}, it wrote {})",
                &module.sha256()[..12],
                module.ocloc_device().unwrap_or("?"),
                done.describe_files()
            );
            return Ok(Err(Note::new(NoteKind::KernelAsmNotWritten, text)));
        }
    };
    write_derived_path(&out_dir.join(&file), &reported.listing_file)?;
    let kernel_asm = KernelAsm {
        file,
        instructions: reported.analysis.instructions,
        isa: reported.analysis.isa,
        advice: reported.analysis.advice,
    };
    Ok(Ok((kernel_asm, asm)))
}
