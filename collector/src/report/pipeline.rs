//! From captured processes to a report directory: model, module binaries, disassembly, ASM per
//! kernel, NEO dump cross-check, report.json and report.md, and the terminal view.

use super::model::{
    self, BuildOptions, CapturedModule, Disassembly, KernelAsm, ModuleAsm, ReportInputs,
};
use super::{neo_dumps, render};
use crate::analysis::background::MadeDuringRun;
use crate::analysis::provenance::Prefetcher;
use crate::analysis::{analytics, callsites, disasm, name_origin, origin, provenance};
use crate::ingest::capture::ProcessCapture;
use crate::sys::files::{ensure_report_dir, safe_file_name, write_replacing_path};
use anyhow::Result;
use aotspy_isa::lines::{KernelLines, LineRow, LinesError};
use aotspy_report::{DriverBuiltins, DriverKernel, NeoDump, Producer};
use disasm::{Disassembled, Disassemblers, Source};
use rayon::prelude::*;
use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::Write;
use std::path::Path;

pub struct RenderOptions {
    pub all_kernels: bool,
    pub json: bool,
    /// Print neither the table nor the JSON, only warnings (for `aotspy diff`'s own renders).
    pub quiet: bool,
    /// ocloc device for modules that do not say which they are for.
    pub fallback_device: Option<String>,
}

/// Where the ASM of each listed kernel goes, relative to the report directory.
const ASM_DIR: &str = "asm";
/// Module-id digits that prefix ASM file names, keeping same-named kernels of different modules
/// apart.
const ASM_MODULE_PREFIX_HEX: usize = 8;

/// Renders `captures` into `out_dir` and prints the table (or JSON). `warnings` are problems met
/// before this point (unreadable inputs, …), carried into the report.
pub fn produce(
    out_dir: &Path,
    captures: Vec<ProcessCapture>,
    warnings: Vec<String>,
    options: &RenderOptions,
) -> Result<()> {
    produce_after_run(
        out_dir,
        captures,
        warnings,
        options,
        &MadeDuringRun::new(),
        None,
    )
}

/// [`produce`] for `aotspy collect`, whose background worker disassembled `made_during_run`
/// into the ASM cache while the workload ran: those modules are reported as made by this run,
/// not as cached by an earlier one; and whose `prefetcher` indexed mapped files meanwhile.
pub fn produce_after_run(
    out_dir: &Path,
    mut captures: Vec<ProcessCapture>,
    warnings: Vec<String>,
    options: &RenderOptions,
    made_during_run: &MadeDuringRun,
    prefetcher: Option<&Prefetcher>,
) -> Result<()> {
    let scan_cache = crate::sys::cache::cache_dir().ok();
    // Kernels of injected processes known by name alone: their images in the mapped files.
    provenance::match_names(&mut captures);
    name_origin::match_origins(&mut captures);
    let provenance = provenance::find_sources(&captures, scan_cache.as_deref(), prefetcher);
    let caches = origin::CacheIndex::from_captures(&captures);
    let inventory = model::inventory(
        captures,
        warnings,
        &BuildOptions {
            all_kernels: options.all_kernels,
            fallback_device: options.fallback_device.clone(),
        },
    );

    ensure_report_dir(out_dir)?;
    for dir in ["modules", ASM_DIR] {
        ensure_report_dir(&out_dir.join(dir))?;
    }
    for module in inventory.modules() {
        write_file(out_dir, module.binary_path(), &module.binary)?;
    }
    let (disassembly, source_lines) =
        disassemble_listed(inventory.modules(), out_dir, made_during_run)?;
    let raw_isa = super::found::disassemble_raw_kernels(inventory.raw_kernels(), out_dir)?;
    let module_ids: HashMap<&str, &str> = inventory
        .modules()
        .iter()
        .map(|m| (m.sha256(), m.id()))
        .collect();
    let mut neo_dumps = neo_dumps::cross_check(out_dir, &module_ids)?;
    let module_kernels: HashSet<&str> = inventory
        .modules()
        .iter()
        .flat_map(|m| m.kernel_names())
        .collect();
    describe_driver_builtins(out_dir, &mut neo_dumps, &module_kernels)?;
    let call_site_symbols = callsites::symbolize(inventory.call_site_samples());

    let report = model::build(
        inventory,
        ReportInputs {
            disassembly,
            provenance: provenance.sources,
            provenance_stats: provenance.stats,
            neo_dumps,
            caches: Some(caches),
            raw_isa,
            call_site_symbols,
        },
    );
    let explained = |d: &NeoDump| d.matches_module.is_some() || d.driver_builtins.is_some();
    if !report.neo_dumps.is_empty() && report.neo_dumps.iter().all(explained) {
        eprintln!("aotspy: {}", model::neo_dumps_line(&report.neo_dumps));
    }

    let json = serde_json::to_string_pretty(&report).expect("the report serializes");
    write_file(out_dir, "report.json", json.as_bytes())?;
    write_file(
        out_dir,
        "report.md",
        render::markdown(&report, out_dir).as_bytes(),
    )?;
    write_file(
        out_dir,
        "report.html",
        html_page(&report, out_dir, &source_lines).as_bytes(),
    )?;

    let shown = if options.json {
        json + "\n"
    } else {
        render::table(&report, out_dir)
    };
    // A closed stdout (`| head`) is the reader's choice, not an error worth a panic.
    if !options.quiet {
        let _ = std::io::stdout().lock().write_all(shown.as_bytes());
    }
    for warning in &report.warnings {
        eprintln!("aotspy: warning: {warning}");
    }
    eprintln!("aotspy: report in {}", out_dir.join("report.md").display());
    Ok(())
}

/// report.html, with the source lines the disassembly read from each module's DWARF (by
/// module SHA-256).
fn html_page(report: &model::Report, out_dir: &Path, source_lines: &SourceLines) -> String {
    let sha256_of: HashMap<&str, &str> = report
        .modules
        .iter()
        .map(|m| (m.id.as_str(), m.sha256.as_str()))
        .collect();
    let lines = |kernel: &model::KernelEntry| -> Option<Vec<LineRow>> {
        let sha256 = sha256_of.get(kernel.module.as_str())?;
        source_lines.get(*sha256)?.get(&kernel.name).cloned()
    };
    super::html::page(report, out_dir, &lines)
}

/// Each disassembled module's DWARF line rows per kernel, by module SHA-256 (read once).
type SourceLines = HashMap<String, KernelLines>;

/// Writes `relative` (a file name, or one under a directory of the report) in `out_dir`: the
/// report's files are replaced whole, never written through a planted link, and private.
fn write_file(out_dir: &Path, relative: &str, bytes: &[u8]) -> Result<()> {
    write_replacing_path(&out_dir.join(relative), bytes)
}

/// Runs ocloc once per module that has a listed kernel and copies each listed kernel's ASM
/// into the report; by module SHA-256, with the line rows read from each module's DWARF.
fn disassemble_listed(
    modules: &[CapturedModule],
    out_dir: &Path,
    made_during_run: &MadeDuringRun,
) -> Result<(HashMap<String, ModuleAsm>, SourceLines)> {
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
        return Ok((outcomes, SourceLines::new()));
    }
    let jobs: Vec<disasm::Job> = with_device
        .iter()
        .map(|module| disasm::Job {
            sha256: module.sha256(),
            device: module.ocloc_device().expect("partitioned on it"),
            binary: &module.binary,
        })
        .collect();
    let results = match disasm::cache_root() {
        Ok(cache_root) => disasm::disassemble_all(&jobs, &Disassemblers::locate(), &cache_root),
        Err(e) => jobs.iter().map(|_| Err(format!("{e:#}"))).collect(),
    };
    drop(jobs);

    // Each module's ASM copied and analyzed on rayon's pool: this is most of what a report
    // with every module already disassembled (as `aotspy collect` leaves it) still does.
    let copied: Vec<(String, ModuleAsm, Option<KernelLines>)> = with_device
        .into_par_iter()
        .zip(results)
        .map(
            |(module, result)| -> Result<(String, ModuleAsm, Option<KernelLines>)> {
                // Source lines where the module was built with -g: read once per module.
                let lines = aotspy_isa::lines::kernel_lines(&module.binary);
                let source_lines_note = match &lines {
                    Ok(_) => None,
                    Err(LinesError::NotElf(_)) => None,
                    Err(e) => Some(format!("no source lines: {e}")),
                };
                let outcome = match result {
                    Ok(done) => ModuleAsm {
                        source_lines_note,
                        status: match &done.source {
                            Source::Cache => match made_during_run.get(&(
                                module.sha256().to_owned(),
                                module.ocloc_device().expect("partitioned on it").to_owned(),
                            )) {
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
                        },
                        kernels: module
                            .listed_kernels
                            .iter()
                            .map(|kernel| {
                                Ok((
                                    kernel.clone(),
                                    copy_kernel_asm(
                                        &done,
                                        module,
                                        kernel,
                                        lines.as_ref().ok().and_then(|l| l.get(kernel)),
                                        out_dir,
                                    )?,
                                ))
                            })
                            .collect::<Result<_>>()?,
                    },
                    Err(error) => failed(error),
                };
                Ok((module.sha256().to_owned(), outcome, lines.ok()))
            },
        )
        .collect::<Result<_>>()?;
    let mut source_lines = SourceLines::new();
    for (sha256, outcome, lines) in copied {
        if let Some(lines) = lines {
            source_lines.insert(sha256.clone(), lines);
        }
        outcomes.insert(sha256, outcome);
    }
    Ok((outcomes, source_lines))
}

/// Tells the dumps of NEO's built-in kernels among those that match no module, and copies
/// their ASM into the report (`asm/<dump sha>-<kernel>.asm`, as a module's). Fails only when
/// the report directory cannot be written.
fn describe_driver_builtins(
    out_dir: &Path,
    dumps: &mut [NeoDump],
    module_kernels: &HashSet<&str>,
) -> Result<()> {
    let mut builtins = Vec::new();
    for (i, dump) in dumps.iter().enumerate() {
        if dump.matches_module.is_some() {
            continue;
        }
        let Ok(bytes) = fs::read(out_dir.join(&dump.file)) else {
            continue;
        };
        if let Some(zebin) = neo_dumps::driver_builtins(&bytes, module_kernels) {
            let device = zebin.ocloc_device();
            builtins.push((i, bytes, zebin, device));
        }
    }
    if builtins.is_empty() {
        return Ok(());
    }
    let jobs: Vec<(usize, disasm::Job)> = builtins
        .iter()
        .enumerate()
        .filter_map(|(n, (i, bytes, _, device))| {
            let job = disasm::Job {
                sha256: &dumps[*i].sha256,
                device: device.as_deref()?,
                binary: bytes,
            };
            Some((n, job))
        })
        .collect();
    let (which, jobs): (Vec<usize>, Vec<disasm::Job>) = jobs.into_iter().unzip();
    let mut results: HashMap<usize, Disassembled> = match disasm::cache_root() {
        Ok(root) => which
            .into_iter()
            .zip(disasm::disassemble_all(
                &jobs,
                &Disassemblers::locate(),
                &root,
            ))
            .filter_map(|(n, result)| Some((n, result.ok()?)))
            .collect(),
        Err(_) => HashMap::new(),
    };
    drop(jobs);
    for (n, (i, _, zebin, device)) in builtins.into_iter().enumerate() {
        let done = results.remove(&n);
        let sha = &dumps[i].sha256[..ASM_MODULE_PREFIX_HEX];
        let mut kernels = Vec::new();
        for info in &zebin.kernels {
            let asm = done
                .as_ref()
                .and_then(|done| done.kernel_asm(&info.name))
                .and_then(|path| fs::read_to_string(path).ok());
            let (asm_file, instructions) = match asm {
                Some(asm) => {
                    let file = format!(
                        "{ASM_DIR}/{}",
                        safe_file_name(&format!("{sha}-{}", info.name), ".asm")
                    );
                    write_file(out_dir, &file, asm.as_bytes())?;
                    let facts = analytics::kernel_facts(device.as_deref(), Some(info));
                    let instructions = analytics::analyze(&asm, None, &facts).instructions;
                    (Some(file), Some(instructions))
                }
                None => (None, None),
            };
            kernels.push(DriverKernel {
                name: info.name.clone(),
                asm: asm_file,
                simd: info.simd_size,
                grf: info.grf_count,
                code_bytes: Some(info.code_bytes),
                instructions,
            });
        }
        dumps[i].driver_builtins = Some(DriverBuiltins {
            producer: Producer::Driver,
            kernels,
            ocloc_device: device,
        });
    }
    Ok(())
}

fn failed(error: String) -> ModuleAsm {
    ModuleAsm {
        source_lines_note: None,
        status: Disassembly::Failed { error },
        kernels: HashMap::new(),
    }
}

/// Copies `kernel`'s ASM from the disassembly into the report: its file there and instruction
/// count, or why it has none. Fails only when the report directory cannot be written.
fn copy_kernel_asm(
    done: &Disassembled,
    module: &CapturedModule,
    kernel: &str,
    rows: Option<&Vec<LineRow>>,
    out_dir: &Path,
) -> Result<Result<KernelAsm, String>> {
    let Some(source) = done.kernel_asm(kernel) else {
        return Ok(Err(format!(
            "no ASM: ocloc wrote none for this kernel (see {})",
            done.dir.display()
        )));
    };
    let asm = match fs::read_to_string(&source) {
        Ok(asm) => asm,
        Err(e) => {
            return Ok(Err(format!(
                "no ASM: cannot read {}: {e}",
                source.display()
            )))
        }
    };
    let file = format!(
        "{ASM_DIR}/{}",
        safe_file_name(
            &format!("{}-{kernel}", &module.id()[..ASM_MODULE_PREFIX_HEX]),
            ".asm"
        )
    );
    write_file(out_dir, &file, asm.as_bytes())?;
    let facts = analytics::kernel_facts(module.ocloc_device(), module.kernel_info(kernel));
    let analyzed = analytics::analyze(&asm, rows.map(Vec::as_slice), &facts);
    let mut isa = analyzed.isa;
    if let Some(annotated) = analyzed.annotated {
        let annotated_file = format!(
            "{ASM_DIR}/{}",
            safe_file_name(
                &format!("{}-{kernel}", &module.id()[..ASM_MODULE_PREFIX_HEX]),
                ".lines.asm"
            )
        );
        write_file(out_dir, &annotated_file, annotated.as_bytes())?;
        isa.annotated_asm = Some(annotated_file);
    }
    Ok(Ok(KernelAsm {
        file,
        instructions: analyzed.instructions,
        isa,
        advice: analyzed.advice,
    }))
}
