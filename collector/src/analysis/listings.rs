//! The listed kernels of the inventory's modules disassembled (once per module, through the
//! ASM cache) and each kernel's listing analyzed once and written into the report directory.

use super::analytics::{self, Listings};
use super::asm_cache::Reported;
use super::background::{AnalyzedModule, MadeDuringRun};
use super::disasm::{self, Disassembled, Source};
use super::inventory::CapturedModule;
use super::listing_files::listing_path;
use crate::sys::files::write_derived_path;
use anyhow::Result;
use aotspy_isa::lines::LineRow;
use aotspy_report::{Disassembly, KernelIsa, Note, NoteKind};
use rayon::prelude::*;
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
    mut made_during_run: MadeDuringRun,
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
    // Modules whose listed kernels the background worker analyzed while the workload ran:
    // taken from there (moved, not copied), their cache entries not read again.
    let handed: Vec<Option<AnalyzedModule>> = with_device
        .iter()
        .map(|module| {
            let device = module.ocloc_device().expect("partitioned on it");
            let key = (module.sha256().to_owned(), device.to_owned());
            made_during_run.analyzed.remove(&key)
        })
        .collect();
    // Those of modules the report does not list kernels of.
    for ((sha256, _), module) in std::mem::take(&mut made_during_run.analyzed) {
        remove_listing_files(out_dir, &sha256, module.kernels.keys());
    }
    let made_during_run = &made_during_run;
    let taken: Vec<Option<CopiedModule>> = with_device
        .par_iter()
        .zip(handed)
        .map(|(module, handed)| take_analyzed(module, handed, out_dir, made_during_run))
        .collect::<Result<_>>()?;
    let mut listings = Listings::new();
    let mut with_device_left = Vec::new();
    for (module, taken) in with_device.into_iter().zip(taken) {
        match taken {
            Some((sha256, outcome, kernel_listings)) => {
                listings.extend(kernel_listings);
                outcomes.insert(sha256, outcome);
            }
            None => with_device_left.push(module),
        }
    }
    let with_device = with_device_left;
    if with_device.is_empty() {
        return Ok((outcomes, listings));
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
    let source_lines_note = analytics::source_lines_note(&lines);
    let device = module.ocloc_device().expect("partitioned on it");
    let status = match &done.source {
        Source::Cache => cached_status(&sha256, device, made_during_run),
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

/// A module's kernels as the background worker analyzed them while the workload ran (see
/// [`MadeDuringRun::analyzed`]), each listed kernel's listing file in the report directory;
/// `None` when it did not analyze every kernel the report lists, which then reads the module's
/// cache entry. The listing files of kernels the report does not list are removed either way.
fn take_analyzed(
    module: &CapturedModule,
    handed: Option<AnalyzedModule>,
    out_dir: &Path,
    made_during_run: &MadeDuringRun,
) -> Result<Option<CopiedModule>> {
    let Some(AnalyzedModule {
        source_lines_note,
        kernels: mut analyzed,
    }) = handed
    else {
        return Ok(None);
    };
    let sha256 = module.sha256().to_owned();
    let unlisted = analyzed
        .keys()
        .filter(|kernel| !module.listed_kernels.contains(kernel));
    remove_listing_files(out_dir, &sha256, unlisted);
    if !module
        .listed_kernels
        .iter()
        .all(|k| analyzed.contains_key(k))
    {
        return Ok(None);
    }
    let mut kernels = HashMap::new();
    let mut listings = Vec::new();
    for kernel in &module.listed_kernels {
        let k = analyzed.remove(kernel).expect("checked above");
        let file = listing_path(&sha256, kernel);
        let (asm, listing) = report_kernel(file, k.reported, k.asm, out_dir)?;
        listings.push((asm.file.clone(), listing));
        kernels.insert(kernel.clone(), Ok(asm));
    }
    let device = module.ocloc_device().expect("partitioned on it");
    let outcome = ModuleAsm {
        status: cached_status(&sha256, device, made_during_run),
        kernels,
        source_lines_note,
    };
    Ok(Some((sha256, outcome, listings)))
}

/// Removes the listing files the background worker wrote for `kernels` of module `sha256`,
/// which the report does not list (created but never dispatched, or of a module the report
/// disassembles for another device: a listing's path is the same for any device, and one the
/// report lists is written again by it).
fn remove_listing_files<'k>(
    out_dir: &Path,
    sha256: &str,
    kernels: impl IntoIterator<Item = &'k String>,
) {
    for kernel in kernels {
        let _ = std::fs::remove_file(out_dir.join(listing_path(sha256, kernel)));
    }
}

/// The disassembly status of a module the cache held when the report looked: made by the
/// background worker while the workload ran, or by an earlier run.
fn cached_status(sha256: &str, device: &str, made_during_run: &MadeDuringRun) -> Disassembly {
    match made_during_run
        .made
        .get(&(sha256.to_owned(), device.to_owned()))
    {
        Some(Source::Made {
            via,
            in_process_declined,
        }) => Disassembly::Ran {
            via: *via,
            in_process_declined: in_process_declined.clone(),
            during_run: true,
        },
        _ => Disassembly::Cached,
    }
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
    Ok(Ok(report_kernel(file, reported, asm, out_dir)?))
}

/// A kernel's listing file written at `file` in the report directory (left as it is when it
/// holds it already), and what the report says of it, with its ASM.
fn report_kernel(
    file: String,
    reported: Reported,
    asm: String,
    out_dir: &Path,
) -> Result<(KernelAsm, String)> {
    write_derived_path(&out_dir.join(&file), &reported.listing_file)?;
    let kernel_asm = KernelAsm {
        file,
        instructions: reported.analysis.instructions,
        isa: reported.analysis.isa,
        advice: reported.analysis.advice,
    };
    Ok((kernel_asm, asm))
}
