//! From captured processes to a report directory: model, module binaries, disassembly, ASM per
//! kernel, NEO dump cross-check, report.json and report.md, and the terminal view.

use super::disasm::{self, count_instructions, Disassembled, Disassemblers, Source, Via};
use super::model::{self, BuildOptions, Disassembly, Report};
use super::{neo_dumps, render};
use crate::ingest::capture::ProcessCapture;
use crate::sys::files::safe_file_name;
use anyhow::{Context, Result};
use std::fs;
use std::io::Write;
use std::path::Path;

pub struct RenderOptions {
    pub all_kernels: bool,
    pub json: bool,
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
    let scan_cache = crate::sys::cache::cache_dir().ok();
    let provenance = super::provenance::find_sources(&captures, scan_cache.as_deref());
    let caches = super::origin::CacheIndex::from_captures(&captures);
    let mut report = model::build(
        captures,
        &BuildOptions {
            all_kernels: options.all_kernels,
            fallback_device: options.fallback_device.clone(),
            provenance,
        },
    );
    report.warnings.splice(0..0, warnings);
    super::origin::attribute(&mut report.modules, &mut report.kernels, &caches);

    for dir in ["modules", ASM_DIR] {
        fs::create_dir_all(out_dir.join(dir))
            .with_context(|| format!("cannot create {}", out_dir.join(dir).display()))?;
    }
    for module in &report.modules {
        let path = out_dir.join(&module.binary);
        fs::write(&path, &module.native_binary)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }

    disassemble_listed(&mut report, out_dir)?;

    report.neo_dumps = neo_dumps::cross_check(out_dir, &report.modules)?;
    let unmatched = report
        .neo_dumps
        .iter()
        .filter(|d| d.matches_module.is_none())
        .count();
    if !report.neo_dumps.is_empty() {
        let matched = report.neo_dumps.len() - unmatched;
        let line = format!(
            "NEO dumped {} zebin(s): {matched} match a captured module, {unmatched} match none",
            report.neo_dumps.len()
        );
        if unmatched > 0 {
            report.warnings.push(format!(
                "{line}: the driver loaded binaries that aotspy did not capture as native (see neo_dumps in report.json)"
            ));
        } else {
            eprintln!("aotspy: {line}");
        }
    }

    let json = serde_json::to_string_pretty(&report).expect("the report serializes");
    write_file(&out_dir.join("report.json"), &json)?;
    write_file(
        &out_dir.join("report.md"),
        &render::markdown(&report, out_dir),
    )?;

    let shown = if options.json {
        json + "\n"
    } else {
        render::table(&report, out_dir)
    };
    // A closed stdout (`| head`) is the reader's choice, not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(shown.as_bytes());
    for warning in &report.warnings {
        eprintln!("aotspy: warning: {warning}");
    }
    eprintln!("aotspy: report in {}", out_dir.join("report.md").display());
    Ok(())
}

fn write_file(path: &Path, text: &str) -> Result<()> {
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Disassembles each module that has a listed kernel once and copies each listed kernel's ASM
/// into the report.
fn disassemble_listed(report: &mut Report, out_dir: &Path) -> Result<()> {
    let needed: Vec<usize> = (0..report.modules.len())
        .filter(|&i| {
            report
                .kernels
                .iter()
                .any(|k| k.module == report.modules[i].id)
        })
        .collect();
    report.stats.modules_to_disassemble = needed.len();
    if needed.is_empty() {
        return Ok(());
    }

    let (job_modules, deviceless): (Vec<usize>, Vec<usize>) = needed
        .into_iter()
        .partition(|&i| report.modules[i].ocloc_device.is_some());
    for i in deviceless {
        report.modules[i].disassembly = Disassembly::Failed {
            error: "no ocloc device is known for it: the binary does not name one and no device was recorded; pass --device".into(),
        };
    }
    let jobs: Vec<disasm::Job> = job_modules
        .iter()
        .map(|&i| {
            let module = &report.modules[i];
            disasm::Job {
                sha256: &module.sha256,
                device: module.ocloc_device.as_deref().expect("partitioned on it"),
                binary: &module.native_binary,
            }
        })
        .collect();
    let results = match disasm::cache_root() {
        Ok(cache_root) => disasm::disassemble_all(&jobs, &Disassemblers::locate(), &cache_root),
        Err(e) => jobs.iter().map(|_| Err(format!("{e:#}"))).collect(),
    };
    drop(jobs);

    let mut outcomes: Vec<Option<Disassembled>> = report.modules.iter().map(|_| None).collect();
    for (i, result) in job_modules.into_iter().zip(results) {
        let module = &mut report.modules[i];
        module.disassembly = match result {
            Ok(done) => {
                let status = match &done.source {
                    Source::Cache => {
                        report.stats.asm_cache_hits += 1;
                        Disassembly::Cached
                    }
                    Source::Made {
                        via,
                        in_process_declined,
                    } => {
                        match via {
                            Via::InProcess => report.stats.asm_in_process += 1,
                            Via::Ocloc => report.stats.ocloc_runs += 1,
                        }
                        Disassembly::Ran {
                            via: *via,
                            in_process_declined: in_process_declined.clone(),
                        }
                    }
                };
                outcomes[i] = Some(done);
                status
            }
            Err(error) => Disassembly::Failed { error },
        };
    }
    for module in &report.modules {
        if let Disassembly::Failed { error } = &module.disassembly {
            report.stats.disassembly_failures += 1;
            report
                .warnings
                .push(format!("no ASM for module {}: {error}", module.id));
        }
    }

    for kernel in &mut report.kernels {
        let index = report
            .modules
            .iter()
            .position(|m| m.id == kernel.module)
            .expect("kernels reference listed modules");
        let Some(done) = &outcomes[index] else {
            kernel.notes.push(format!(
                "no ASM: module {} was not disassembled",
                kernel.module
            ));
            continue;
        };
        let Some(source) = done.kernel_asm(&kernel.name) else {
            kernel.notes.push(format!(
                "no ASM: ocloc wrote none for this kernel (see {})",
                done.dir.display()
            ));
            continue;
        };
        let asm = match fs::read_to_string(&source) {
            Ok(asm) => asm,
            Err(e) => {
                kernel
                    .notes
                    .push(format!("no ASM: cannot read {}: {e}", source.display()));
                continue;
            }
        };
        let relative = format!(
            "{ASM_DIR}/{}",
            safe_file_name(
                &format!(
                    "{}-{}",
                    &kernel.module[..ASM_MODULE_PREFIX_HEX],
                    kernel.name
                ),
                ".asm"
            )
        );
        write_file(&out_dir.join(&relative), &asm)?;
        kernel.instructions = Some(count_instructions(&asm));
        kernel.asm = Some(relative);
    }
    Ok(())
}
