//! From captured processes to a report directory: model, module binaries, disassembly, ASM per
//! kernel, NEO dump cross-check, report.json and report.md, and the terminal view.

use super::model::{
    self, BuildOptions, CapturedModule, Disassembly, KernelAsm, ModuleAsm, ReportInputs,
};
use super::views::render;
use super::{listing_files, neo_dumps};
use crate::analysis::background::MadeDuringRun;
use crate::analysis::provenance::Prefetcher;
use crate::analysis::{
    analytics, callsites, disasm, listing_cache, name_origin, provenance, whereabouts,
};
use crate::ingest::capture::ProcessCapture;
use crate::sys::files::{ensure_report_dir, write_derived_path};
use crate::sys::terminal::printable;
use crate::sys::timings;
use analytics::Listings;
use anyhow::Result;
use aotspy_isa::lines::{LineRow, LinesError};
use aotspy_report::{DriverBuiltins, DriverKernel, NeoDump, Producer, Report};
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
    timings::mark("provenance");
    let caches = whereabouts::CacheIndex::from_captures(&captures);
    let inventory = model::inventory(
        captures,
        warnings,
        &BuildOptions {
            all_kernels: options.all_kernels,
            fallback_device: options.fallback_device.clone(),
        },
    );

    timings::mark("inventory");
    let whereabouts = whereabouts::Whereabouts::locate(
        &inventory.modules_to_locate(&provenance.sources),
        &caches,
        inventory.stack_paths(),
    );
    timings::mark("files read and caches");
    let analyzed = analyze(out_dir, &inventory, made_during_run)?;
    let report = model::build(
        inventory,
        ReportInputs {
            disassembly: analyzed.disassembly,
            provenance: provenance.sources,
            provenance_stats: provenance.stats,
            neo_dumps: analyzed.neo_dumps,
            whereabouts,
            raw_isa: analyzed.raw_isa,
            call_site_symbols: analyzed.call_site_symbols,
        },
    );
    timings::mark("build");
    write_views(out_dir, &report, &analyzed.listings, options)
}

/// What [`analyze`] learnt of the inventory's bytes.
struct Analyzed {
    disassembly: HashMap<String, model::ModuleAsm>,
    neo_dumps: Vec<NeoDump>,
    raw_isa: HashMap<String, Result<model::KernelAsm, String>>,
    call_site_symbols: callsites::Symbols,
    /// Each listed kernel's listing, parsed once, for the views.
    listings: Listings,
}

/// Removes the plain `.asm` listings a report of schema version 2 kept in `asm/` (each is now
/// in its `.js` listing file, byte for byte), so that a report re-rendered in place keeps each
/// listing once. Only regular files: a link planted there is left alone, not followed. A file
/// that cannot be removed only costs its space.
fn remove_plain_listings(listing_dir: &Path) {
    let Ok(entries) = fs::read_dir(listing_dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let plain = path.extension().is_some_and(|ext| ext == "asm");
        if plain && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(&path);
        }
    }
}

/// What the report adds to the inventory from its modules' bytes: the binaries and listings
/// written into `out_dir`, the disassembly, NEO's dumps checked against the modules, the
/// call-site symbols. Provenance and the compiler caches are the caller's.
fn analyze(
    out_dir: &Path,
    inventory: &model::Inventory,
    made_during_run: &MadeDuringRun,
) -> Result<Analyzed> {
    ensure_report_dir(out_dir)?;
    for dir in ["modules", aotspy_report::listing::DIR] {
        ensure_report_dir(&out_dir.join(dir))?;
    }
    remove_plain_listings(&out_dir.join(aotspy_report::listing::DIR));
    for module in inventory.modules() {
        write_file(out_dir, module.binary_path(), &module.binary)?;
    }
    timings::mark("write modules");
    let (disassembly, mut listings) =
        disassemble_listed(inventory.modules(), out_dir, made_during_run)?;
    let (raw_isa, raw_listings) =
        super::found::disassemble_raw_kernels(inventory.raw_kernels(), out_dir)?;
    listings.extend(raw_listings);
    timings::mark("listings");
    // Only modules whose bytes the report has: a dump of one whose bytes never arrived is the
    // only copy of them, kept.
    let module_ids: HashMap<&str, &str> = inventory
        .modules()
        .iter()
        .filter(|m| !m.binary.is_empty())
        .map(|m| (m.sha256(), m.id()))
        .collect();
    let mut neo_dumps = neo_dumps::cross_check(out_dir, &module_ids)?;
    let module_kernels: HashSet<&str> = inventory
        .modules()
        .iter()
        .flat_map(|m| m.kernel_names())
        .collect();
    describe_driver_builtins(out_dir, &mut neo_dumps, &module_kernels)?;
    timings::mark("NEO dumps");
    let cache = crate::sys::cache::cache_dir().ok();
    let call_site_symbols = callsites::symbolize(inventory.call_site_samples(), cache.as_deref());
    timings::mark("call-site symbols");

    Ok(Analyzed {
        disassembly,
        neo_dumps,
        raw_isa,
        call_site_symbols,
        listings,
    })
}

/// report.json, report.md and report.html, and what the terminal shows.
fn write_views(
    out_dir: &Path,
    report: &Report,
    listings: &Listings,
    options: &RenderOptions,
) -> Result<()> {
    let explained = |d: &NeoDump| d.matches_module.is_some() || d.driver_builtins.is_some();
    if !report.neo_dumps.is_empty() && report.neo_dumps.iter().all(explained) {
        eprintln!("aotspy: {}", model::neo_dumps_line(&report.neo_dumps));
    }

    let json = serde_json::to_string_pretty(report).expect("the report serializes");
    write_file(out_dir, "report.json", json.as_bytes())?;
    timings::mark("report.json");
    write_file(
        out_dir,
        "report.md",
        render::markdown(report, listings).as_bytes(),
    )?;
    timings::mark("report.md");
    write_file(
        out_dir,
        "report.html",
        super::views::html::page(report).as_bytes(),
    )?;
    timings::mark("report.html");

    let shown = if options.json {
        json + "\n"
    } else {
        render::table(report, out_dir, crate::sys::terminal::stdout_width())
    };
    // A closed stdout (`| head`) is the reader's choice, not an error worth a panic.
    if !options.quiet {
        let _ = std::io::stdout().lock().write_all(shown.as_bytes());
    }
    for warning in &report.warnings {
        eprintln!("aotspy: warning: {}", printable(warning));
    }
    eprintln!("aotspy: report in {}", out_dir.join("report.md").display());
    Ok(())
}

/// Writes `relative` (a file name, or one under a directory of the report) in `out_dir`: the
/// report's files are replaced whole, never written through a planted link, and private.
fn write_file(out_dir: &Path, relative: &str, bytes: &[u8]) -> Result<()> {
    write_derived_path(&out_dir.join(relative), bytes)
}

/// Runs ocloc once per module that has a listed kernel and copies each listed kernel's ASM
/// into the report; by module SHA-256, with each listing as analyzed (with the line rows read
/// from its module's DWARF).
fn disassemble_listed(
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
    let results = match disasm::cache_root() {
        Ok(cache_root) => disasm::disassemble_all(&jobs, &Disassemblers::locate(), &cache_root),
        Err(e) => jobs.iter().map(|_| Err(format!("{e:#}"))).collect(),
    };
    drop(jobs);

    // Each module's ASM copied and analyzed on rayon's pool: this is most of what a report
    // with every module already disassembled (as `aotspy collect` leaves it) still does.
    let copied: Vec<CopiedModule> = with_device
        .into_par_iter()
        .zip(results)
        .map(|(module, result)| copy_module_asm(module, result, out_dir, made_during_run))
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
    let done = match result {
        Ok(done) => done,
        Err(error) => return Ok((sha256, failed(error), Vec::new())),
    };
    // Source lines where the module was built with -g: read once per module.
    let lines = aotspy_isa::lines::kernel_lines(&module.binary);
    let source_lines_note = match &lines {
        Ok(_) | Err(LinesError::NotElf(_)) => None,
        Err(e) => Some(format!("no source lines: {e}")),
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
        let outcome = match copy_kernel_asm(&done, module, kernel, rows, out_dir)? {
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

/// Tells the dumps of NEO's built-in kernels among those that match no module, and copies
/// their ASM into the report (`asm/<dump sha>-<kernel>.js`, as a module's). Fails only when
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
        .filter_map(|(n, (i, bytes, zebin, device))| {
            let job = disasm::Job {
                sha256: &dumps[*i].sha256,
                device: device.as_deref()?,
                binary: bytes,
                zebin: Some(zebin),
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
        let sha = &dumps[i].sha256;
        let kernels = zebin
            .kernels
            .iter()
            .map(|info| driver_kernel(out_dir, sha, info, device.as_deref(), done.as_ref()))
            .collect::<Result<Vec<_>>>()?;
        dumps[i].driver_builtins = Some(DriverBuiltins {
            producer: Producer::Driver,
            kernels,
            ocloc_device: device,
        });
    }
    Ok(())
}

/// A built-in kernel of a NEO dump, its ASM (from the dump's disassembly, `done`) copied into
/// the report as `asm/<dump sha>-<kernel>.js`.
fn driver_kernel(
    out_dir: &Path,
    sha: &str,
    info: &aotspy_binfmt::zebin::KernelInfo,
    device: Option<&str>,
    done: Option<&Disassembled>,
) -> Result<DriverKernel> {
    let asm = done
        .and_then(|done| done.kernel_asm(&info.name))
        .and_then(|path| fs::read_to_string(path).ok());
    let (asm_file, instructions) = match asm {
        Some(asm) => {
            let file = listing_cache::listing_path(sha, &info.name);
            let facts = analytics::kernel_facts(device, Some(info));
            let analyzed = analytics::analyze(&asm, None, &facts);
            listing_files::encode_and_write(out_dir, &file, &asm, &analyzed.marks)?;
            (Some(file), Some(analyzed.instructions))
        }
        None => (None, None),
    };
    Ok(DriverKernel {
        name: info.name.clone(),
        asm: asm_file,
        simd: info.simd_size,
        grf: info.grf_count,
        code_bytes: Some(info.code_bytes),
        instructions,
    })
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
    done: &Disassembled,
    module: &CapturedModule,
    kernel: &str,
    rows: Option<&Vec<LineRow>>,
    out_dir: &Path,
) -> Result<Result<(KernelAsm, String), String>> {
    let Some(source) = done.kernel_asm(kernel) else {
        return Ok(Err(format!(
            "no ASM: ocloc wrote none for this kernel (see {})",
            done.dir.display()
        )));
    };
    let (asm, asm_key) = match listing_cache::read_asm(&source) {
        Ok(read) => read,
        Err(e) => {
            return Ok(Err(format!(
                "no ASM: cannot read {}: {e}",
                source.display()
            )))
        }
    };
    let file = listing_cache::listing_path(module.sha256(), kernel);
    let facts = analytics::kernel_facts(module.ocloc_device(), module.kernel_info(kernel));
    let reported = listing_cache::analyze(
        &source,
        asm_key,
        &asm,
        &file,
        rows.map(Vec::as_slice),
        &facts,
    );
    write_file(out_dir, &file, &reported.listing_file)?;
    let kernel_asm = KernelAsm {
        file,
        instructions: reported.analysis.instructions,
        isa: reported.analysis.isa,
        advice: reported.analysis.advice,
    };
    Ok(Ok((kernel_asm, asm)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version-2 report's plain listings go; listing files, other files and links planted
    /// under an `.asm` name stay, and so does what a link points at.
    #[test]
    fn plain_listings_of_an_old_report_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let listings = dir.path().join("asm");
        fs::create_dir(&listings).unwrap();
        let outside = dir.path().join("outside.asm");
        for (name, bytes) in [
            ("3-k.asm", &b"plain"[..]),
            ("3-k.js", b"aotspyListing"),
            ("notes.txt", b"kept"),
        ] {
            fs::write(listings.join(name), bytes).unwrap();
        }
        fs::write(&outside, b"not the report's").unwrap();
        std::os::unix::fs::symlink(&outside, listings.join("link.asm")).unwrap();
        fs::create_dir(listings.join("dir.asm")).unwrap();
        remove_plain_listings(&listings);
        let mut left: Vec<String> = fs::read_dir(&listings)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(left, ["3-k.js", "dir.asm", "link.asm", "notes.txt"]);
        assert!(outside.exists());
        remove_plain_listings(&dir.path().join("missing"));
    }
}
