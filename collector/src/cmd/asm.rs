//! `aotspy asm`: a report's listings, printed byte for byte as `ocloc disasm` wrote them, listed,
//! or written out as plain `.asm` files (what a report directory keeps once, compressed, for
//! report.html: `aotspy_report::listing`).

use crate::cli::AsmArgs;
use crate::report::saved;
use crate::report::select::NamePattern;
use crate::report::views::text::{aligned_table, fold_name, shorten};
use crate::sys::files::{self, write_derived};
use anyhow::{bail, Context, Result};
use aotspy_report::{listing, Report};
use rayon::prelude::*;
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

/// Characters of a kernel name the listing table shows.
const NAME_CHARS: usize = 100;

/// One listing file of a report and the kernels whose ASM it is.
struct Listed<'a> {
    path: &'a str,
    id: &'a str,
    /// (mangled, demangled) names.
    kernels: Vec<(&'a str, &'a str)>,
    dispatches: u64,
}

pub fn run(args: AsmArgs) -> Result<u8> {
    let dir = &args.report;
    let report = saved::read(dir)?;
    let all = listings(&report);
    if all.is_empty() {
        bail!(
            "{} has no listing: no kernel of it had ASM (report.md's notes say why)",
            dir.display()
        );
    }
    let selected = if args.kernels.is_empty() {
        all.iter().collect()
    } else {
        select(&all, &args.kernels, dir)?
    };
    match &args.out {
        Some(out) => write_out(dir, &selected, out)?,
        None if args.kernels.is_empty() => print_list(&selected),
        None => print_listings(dir, &selected)?,
    }
    Ok(0)
}

/// Every listing of `report` once, in the report's order: its kernels', then the driver's
/// built-in kernels'.
fn listings(report: &Report) -> Vec<Listed<'_>> {
    let mut all: Vec<Listed> = Vec::new();
    let mut index_of: HashMap<&str, usize> = HashMap::new();
    let kernels = report.kernels.iter().map(|k| {
        (
            k.asm.as_deref(),
            k.name.as_str(),
            k.demangled.as_str(),
            k.dispatches,
        )
    });
    let builtins = report
        .neo_dumps
        .iter()
        .filter_map(|d| d.driver_builtins.as_ref())
        .flat_map(|b| &b.kernels)
        .map(|k| (k.asm.as_deref(), k.name.as_str(), k.name.as_str(), 0));
    for (path, name, demangled, dispatches) in kernels.chain(builtins) {
        let Some(path) = path else { continue };
        let at = *index_of.entry(path).or_insert_with(|| {
            all.push(Listed {
                path,
                id: listing::id_of(path),
                kernels: Vec::new(),
                dispatches: 0,
            });
            all.len() - 1
        });
        all[at].kernels.push((name, demangled));
        all[at].dispatches += dispatches;
    }
    all
}

/// The listings `patterns` name (an id exactly, else a pattern of a kernel's names), each once;
/// a pattern that names none is an error saying how to see them.
fn select<'r, 'a>(
    all: &'r [Listed<'a>],
    patterns: &[String],
    dir: &Path,
) -> Result<Vec<&'r Listed<'a>>> {
    let mut chosen = vec![false; all.len()];
    for pattern in patterns {
        let exact: Vec<usize> = (0..all.len()).filter(|&i| all[i].id == pattern).collect();
        let hits = if exact.is_empty() {
            let names = NamePattern::new(pattern);
            (0..all.len())
                .filter(|&i| {
                    names.matches(all[i].id)
                        || all[i].kernels.iter().any(|(name, demangled)| {
                            names.matches(name) || names.matches(demangled)
                        })
                })
                .collect()
        } else {
            exact
        };
        if hits.is_empty() {
            bail!(
                "no listing of {} is named {pattern:?} or has a kernel whose name matches it: \
                 `aotspy asm {}` lists them",
                dir.display(),
                dir.display()
            );
        }
        for i in hits {
            chosen[i] = true;
        }
    }
    Ok(all
        .iter()
        .zip(chosen)
        .filter_map(|(l, c)| c.then_some(l))
        .collect())
}

fn read_text(dir: &Path, listed: &Listed) -> Result<String> {
    listing::read(dir, listed.path, files::open_careful)
        .with_context(|| format!("cannot read {}", dir.join(listed.path).display()))
}

/// The listings' ids, dispatches and kernels, as a table.
fn print_list(selected: &[&Listed]) {
    let rows: Vec<Vec<String>> = selected
        .iter()
        .map(|l| {
            let names: Vec<String> = l
                .kernels
                .iter()
                .map(|(_, demangled)| shorten(&fold_name(demangled), NAME_CHARS))
                .collect();
            vec![l.id.to_owned(), l.dispatches.to_string(), names.join(", ")]
        })
        .collect();
    let table = aligned_table(
        &["LISTING", "DISPATCHES", "KERNEL"],
        &[false, true, false],
        &rows,
    );
    // A closed stdout (`| head`) is the reader's choice.
    let _ = std::io::stdout().lock().write_all(table.as_bytes());
}

/// One listing as it is; several each after a `// ==> id: kernel <==` line, as `head` does.
fn print_listings(dir: &Path, selected: &[&Listed]) -> Result<()> {
    let mut out = std::io::stdout().lock();
    for (n, listed) in selected.iter().enumerate() {
        let text = read_text(dir, listed)?;
        let written = if selected.len() == 1 {
            out.write_all(text.as_bytes())
        } else {
            let names: Vec<&str> = listed.kernels.iter().map(|(_, d)| *d).collect();
            let gap = if n == 0 { "" } else { "\n" };
            write!(
                out,
                "{gap}// ==> {}: {} <==\n{text}",
                listed.id,
                names.join(", ")
            )
        };
        if written.is_err() {
            // The reader closed the pipe.
            return Ok(());
        }
    }
    Ok(())
}

/// Each listing as `out/<id>.asm` (0600), read and written on rayon's pool; `out` is made
/// 0700, or must be the user's alone, as a report directory.
fn write_out(dir: &Path, selected: &[&Listed], out: &Path) -> Result<()> {
    files::ensure_report_dir(out)?;
    selected.par_iter().try_for_each(|listed| -> Result<()> {
        let text = read_text(dir, listed)?;
        write_derived(out, &format!("{}.asm", listed.id), text.as_bytes())
    })?;
    eprintln!(
        "aotspy: wrote {} listing{} into {}",
        selected.len(),
        if selected.len() == 1 { "" } else { "s" },
        out.display()
    );
    Ok(())
}
