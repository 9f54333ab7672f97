//! From captured processes to a report directory: the captures settled (ingest), analysed
//! (analysis: names, provenance, inventory, disassembly, NEO dumps, symbols), the report built
//! (report.json's types), and its views written: report.json, report.md, report.html and the
//! terminal's table.

use super::build::{build, neo_dumps_line};
use super::views::{markdown, table};
use crate::analysis::analytics::Listings;
use crate::analysis::findings::{self, DuringRun};
use crate::analysis::inventory::BuildOptions;
use crate::ingest::capture::ProcessCapture;
use crate::ingest::settle::settle;
use crate::sys::files::{ensure_report_dir, write_derived_path};
use crate::sys::terminal::printable;
use crate::sys::timings;
use anyhow::Result;
use aotspy_report::{NeoDump, Report, Warning};
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
    warnings: Vec<Warning>,
    options: &RenderOptions,
) -> Result<()> {
    produce_after_run(out_dir, captures, warnings, options, DuringRun::default())
}

/// [`produce`] for `aotspy collect`, whose background work while the workload ran
/// (`during_run`: modules disassembled into the ASM cache, mapped files indexed) the analysis
/// reuses; those modules are reported as made by this run, not as cached by an earlier one.
/// Settle, analyse, build, views: each step reads what the one before returned.
pub fn produce_after_run(
    out_dir: &Path,
    captures: Vec<ProcessCapture>,
    mut warnings: Vec<Warning>,
    options: &RenderOptions,
    during_run: DuringRun,
) -> Result<()> {
    let settled = settle(captures, &mut warnings);
    prepare_report_dir(out_dir)?;
    let build_options = BuildOptions {
        all_kernels: options.all_kernels,
        fallback_device: options.fallback_device.clone(),
    };
    let analysis = findings::analyze(out_dir, settled, warnings, &build_options, during_run)?;
    for module in analysis.inventory.modules() {
        write_file(out_dir, module.binary_path(), &module.binary)?;
    }
    timings::mark("write modules");
    let report = build(analysis.inventory, analysis.findings);
    timings::mark("build");
    write_views(out_dir, &report, &analysis.listings, options)
}

/// The report directory and its `modules/` and `asm/`, private, with what an older version
/// left there that this one would not write.
fn prepare_report_dir(out_dir: &Path) -> Result<()> {
    ensure_report_dir(out_dir)?;
    for dir in ["modules", aotspy_report::listing::DIR] {
        ensure_report_dir(&out_dir.join(dir))?;
    }
    remove_plain_listings(&out_dir.join(aotspy_report::listing::DIR));
    Ok(())
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

/// report.json, report.md and report.html, and what the terminal shows.
fn write_views(
    out_dir: &Path,
    report: &Report,
    listings: &Listings,
    options: &RenderOptions,
) -> Result<()> {
    let explained = |d: &NeoDump| d.matches_module.is_some() || d.driver_builtins.is_some();
    if !report.neo_dumps.is_empty() && report.neo_dumps.iter().all(explained) {
        eprintln!("aotspy: {}", neo_dumps_line(&report.neo_dumps));
    }

    let json = serde_json::to_string_pretty(report).expect("the report serializes");
    write_file(out_dir, "report.json", json.as_bytes())?;
    timings::mark("report.json");
    write_file(
        out_dir,
        "report.md",
        markdown::markdown(report, listings).as_bytes(),
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
        table::table(report, out_dir, crate::sys::terminal::stdout_width())
    };
    // A closed stdout (`| head`) is the reader's choice, not an error worth a panic.
    if !options.quiet {
        let _ = std::io::stdout().lock().write_all(shown.as_bytes());
    }
    for warning in &report.warnings {
        eprintln!("aotspy: warning: {}", printable(&warning.text));
    }
    eprintln!("aotspy: report in {}", out_dir.join("report.md").display());
    Ok(())
}

/// Writes `relative` (a file name, or one under a directory of the report) in `out_dir`: the
/// report's files are replaced whole, never written through a planted link, and private.
fn write_file(out_dir: &Path, relative: &str, bytes: &[u8]) -> Result<()> {
    write_derived_path(&out_dir.join(relative), bytes)
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
