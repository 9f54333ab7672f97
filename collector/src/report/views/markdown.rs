//! report.md: the report for people who read it in an editor or a pull request (overview,
//! kernels, warnings, processes, modules, NEO dumps, cost by line, driver operations, each
//! kernel's facts and ISA).

use super::columns::*;
use super::escape::{markdown_code as code, markdown_fence, markdown_text};
use super::text::{fold_name, or_dash, shorten, utc_time};
use crate::analysis::analytics::Listings;
use crate::analysis::origin;
use aotspy_report::listing;
use aotspy_report::{join_words, Disassembly, IsaFrom, KernelEntry, ProcessEntry, Report};
use std::fmt::Write;

/// report.md inlines at most this many lines of one kernel's ASM; every kernel links its file.
pub const INLINE_ASM_LINES_PER_KERNEL: usize = 200;

/// Lines of ASM report.md inlines in all, most dispatched kernels first: thousands of kernels
/// (oneDNN, Triton) would otherwise make a report too big to open.
pub const INLINE_ASM_TOTAL_LINES: usize = 2000;

/// report.md: the kernels with `listings` (their ASM as analyzed) excerpted.
pub fn markdown(report: &Report, listings: &Listings) -> String {
    let mut md = String::new();
    overview_section(&mut md, report);
    kernel_table_section(&mut md, report);
    warnings_section(&mut md, report);
    processes_section(&mut md, report);
    modules_section(&mut md, report);
    neo_dumps_section(&mut md, report);
    cost_by_line_section(&mut md, report);
    driver_operations_section(&mut md, report);
    kernels_section(&mut md, report, listings);
    md
}

/// The summary, ranks, producers and what an attach or injection did.
fn overview_section(md: &mut String, report: &Report) {
    let _ = writeln!(md, "# aotspy report\n\n{}.\n", summary(report));
    if let Some(ranks) = ranks_line(report) {
        let _ = writeln!(md, "{}.\n", markdown_text(&ranks));
    }
    if let Some(producers) = origin::producers_line(&report.kernels) {
        let _ = writeln!(md, "Kernels by producer: {producers}.\n");
    }
    if let Some(attach) = &report.attach {
        let injected = report
            .processes
            .iter()
            .any(|p| p.pid == attach.pid && p.injected.is_some());
        let counted_from = if injected {
            "the injection"
        } else {
            "the process start"
        };
        let _ = writeln!(
            md,
            "Attached to pid {} for {:.1} s, from {} to {}, ended by {}. Dispatches count from {counted_from}; \"during attach\" counts only what ran while attached.\n",
            attach.pid,
            attach
                .detached_at_unix_ms
                .saturating_sub(attach.attached_at_unix_ms) as f64
                / 1000.0,
            utc_time(attach.attached_at_unix_ms),
            utc_time(attach.detached_at_unix_ms),
            attach.ended_by
        );
    }
    for line in injected_lines(report) {
        let _ = writeln!(md, "{}\n", markdown_text(&line));
    }
}

/// One row per kernel, each linking its section and ASM.
fn kernel_table_section(md: &mut String, report: &Report) {
    if report.kernels.is_empty() {
        let _ = writeln!(md, "{}\n", nothing_listed(report));
    } else {
        let columns = kernel_columns(report);
        let headers: Vec<&str> = columns.iter().map(|c| c.markdown_header).collect();
        let alignments: Vec<&str> = columns
            .iter()
            .map(|c| if c.numeric { "--:" } else { "---" })
            .collect();
        let _ = writeln!(
            md,
            "| Kernel | {} | ASM |\n|---|{}|---|",
            headers.join(" | "),
            alignments.join("|")
        );
        for (index, kernel) in report.kernels.iter().enumerate() {
            let asm = kernel
                .asm
                .as_ref()
                .map_or_else(|| "-".to_owned(), |asm| code(listing::id_of(asm)));
            let _ = writeln!(
                md,
                "| [{}](#kernel-{index}) | {} | {asm} |",
                cell(&code(&shorten(&kernel.demangled, 100))),
                columns
                    .iter()
                    .map(|c| markdown_text(&(c.cell)(report, kernel)))
                    .collect::<Vec<_>>()
                    .join(" | ")
            );
        }
        md.push('\n');
    }
}

/// The report's warnings.
fn warnings_section(md: &mut String, report: &Report) {
    if !report.warnings.is_empty() {
        md.push_str("## Warnings\n\n");
        for warning in &report.warnings {
            let _ = writeln!(md, "- {}", markdown_text(&warning.text));
        }
        md.push('\n');
    }
}

/// Each process: how it ended, and what its preload could not capture.
fn processes_section(md: &mut String, report: &Report) {
    md.push_str("## Processes\n\n");
    for process in &report.processes {
        let _ = writeln!(
            md,
            "- pid {} (parent {}) on {}{}: {} — {}{}",
            process.pid,
            process.ppid,
            markdown_text(&process.hostname),
            markdown_text(&rank_label(process)),
            code(&process.argv.join(" ")),
            match (process.clean_exit, process.counts_from_counters_file) {
                (true, _) => format!("ended: {}", markdown_text(&process.ended)),
                (false, true) => format!(
                    "ended: {}, without Goodbye; counts complete (counters file)",
                    markdown_text(&process.ended)
                ),
                (false, false) => format!(
                    "ended: {}, **without Goodbye and counters file: counts may be incomplete**",
                    markdown_text(&process.ended)
                ),
            },
            process.stream_error.as_ref().map_or(String::new(), |e| {
                format!("; stream broke off: {}", markdown_text(e))
            })
        );
        for diagnostic in &process.diagnostics {
            let _ = writeln!(md, "  - {}", markdown_text(diagnostic));
        }
    }
}

/// The modules, where their bytes came from, and their notes.
fn modules_section(md: &mut String, report: &Report) {
    md.push_str("\n## Modules\n\n| Module | Origin | Producer | Library | Native | Input | Device | ocloc device | ASM | Processes |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for module in &report.modules {
        let asm = match &module.disassembly {
            Disassembly::NotNeeded => "not needed".to_owned(),
            Disassembly::Ran { via, .. } => via.to_string(),
            Disassembly::Cached => "cached".to_owned(),
            Disassembly::Failed { .. } => "**failed**".to_owned(),
        };
        let _ = writeln!(
            md,
            "| [{}]({}) | {} | {} | {} | {} ({} bytes) | {}{} | {} | {} | {asm} | {} |",
            module.id,
            module.binary,
            join_words(&module.origins, "+"),
            module.producer,
            module
                .producer_library
                .as_deref()
                .map_or("-".to_owned(), |library| cell(&code(library))),
            module.native_kind,
            module.native_bytes,
            module.input_kind,
            module
                .ar_member
                .as_ref()
                .map_or(String::new(), |m| format!(" (member {})", markdown_text(m))),
            module.device.as_ref().map_or("-", |d| d.name.as_str()),
            module.ocloc_device.as_deref().unwrap_or("-"),
            module
                .pids
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    modules_found_in(md, report);
    module_notes(md, report);
}

/// Where modules' bytes were found: a mapped file, a compiler cache.
fn modules_found_in(md: &mut String, report: &Report) {
    let sourced: Vec<_> = report
        .modules
        .iter()
        .filter_map(|m| m.source.as_ref().map(|source| (m, source)))
        .collect();
    if !sourced.is_empty() {
        md.push_str(
            "\nWhere modules came from (their bytes found in a file the process had mapped):\n\n",
        );
        for (module, source) in sourced {
            let _ = writeln!(
                md,
                "- {}: {}{} at offset {:#x} ({}, matches its {})",
                module.id,
                code(&source.file),
                source
                    .section
                    .as_ref()
                    .map_or(String::new(), |s| format!(" section {}", code(s))),
                source.offset,
                source.nesting,
                source.matched
            );
        }
    }
    let cached: Vec<_> = report
        .modules
        .iter()
        .filter_map(|m| m.cache.as_ref().map(|cache| (m, cache)))
        .collect();
    if !cached.is_empty() {
        md.push_str("\nModules loaded from a compiler cache:\n\n");
        for (module, cache) in cached {
            let _ = writeln!(
                md,
                "- {}: {} ({} cache, {})",
                module.id,
                code(&cache.file),
                cache.cache.as_str(),
                cache.matched
            );
        }
    }
}

/// Each module's notes, and why its disassembly failed.
fn module_notes(md: &mut String, report: &Report) {
    for module in &report.modules {
        let failure = match &module.disassembly {
            Disassembly::Failed { error } => Some(error),
            _ => None,
        };
        if failure.is_some() || !module.notes.is_empty() {
            let _ = writeln!(md, "\nModule {}:\n", module.id);
            for note in &module.notes {
                let _ = writeln!(md, "- {}", markdown_text(&note.text));
            }
            if let Some(error) = failure {
                let _ = writeln!(
                    md,
                    "- disassembly failed:\n\n{}",
                    markdown_fence("text", error)
                );
            }
        }
    }
}

/// NEO's own dumps: which captured module each is, or which built-in kernels.
fn neo_dumps_section(md: &mut String, report: &Report) {
    if !report.neo_dumps.is_empty() {
        md.push_str("\n## NEO zebin dumps\n\n");
        for dump in &report.neo_dumps {
            let what = match (&dump.matches_module, &dump.driver_builtins) {
                (Some(m), _) => format!("same bytes as module {m}"),
                // The driver's own kernels, each linked to its ASM; not counted.
                (None, Some(builtins)) => {
                    let kernels: Vec<String> = builtins
                        .kernels
                        .iter()
                        .map(|k| match &k.asm {
                            Some(asm) => {
                                format!("{} (ASM {})", code(&k.name), code(listing::id_of(asm)))
                            }
                            None => code(&k.name),
                        })
                        .collect();
                    format!(
                        "the driver's built-in kernels (producer `driver`, for memory fills and \
                         copies, counted per append under Driver operations): {}",
                        kernels.join(", ")
                    )
                }
                (None, None) => "**matches no captured module**".to_owned(),
            };
            let _ = writeln!(md, "- {}: {what}", code(&dump.file));
        }
    }
}

/// Each kernel's details, its ASM inlined while the budget lasts.
fn kernels_section(md: &mut String, report: &Report, listings: &Listings) {
    md.push_str("\n## Kernels\n");
    if report.kernels.iter().any(|k| k.asm.is_some()) {
        let _ = writeln!(
            md,
            "\nEach kernel names its listing: `aotspy asm <this directory> <listing>` prints it whole, and report.html shows it with its source lines. Inlined below: the first {INLINE_ASM_LINES_PER_KERNEL} lines of each kernel's ASM, most dispatched first, until {INLINE_ASM_TOTAL_LINES} lines in all."
        );
    }
    let mut inline_budget = INLINE_ASM_TOTAL_LINES;
    for (index, kernel) in report.kernels.iter().enumerate() {
        kernel_section(md, index, kernel, listings, &mut inline_budget);
    }
}

/// What the cost by line is, for the views that show it.
pub const COST_BY_LINE: &str = "Which line of the program (and which framework function) \
     launched what, most dispatched first. Dispatches are exact per kernel; where a kernel was \
     launched from is sampled (at launches 1, 2, 4, … 512 of each kernel in each process): a \
     kernel seen launched from one place has all its dispatches there, one seen from several is \
     listed under each with its total, marked shared, and the samples taken there (no share of \
     its dispatches is guessed from them).";

/// Kernels a line of report.md's cost by line names at most; the rest are counted.
const COST_KERNELS_PER_LINE: usize = 10;

/// A place's dispatches: `240`, `240 + 12 shared`, `12 shared`.
pub fn line_dispatches(line: &aotspy_report::LineCost) -> String {
    match (line.dispatches, line.shared_dispatches) {
        (exact, 0) => exact.to_string(),
        (0, shared) => format!("{shared} shared"),
        (exact, shared) => format!("{exact} + {shared} shared"),
    }
}

/// A kernel of a place: its dispatches, and for a kernel launched from several places, that
/// they are shared and the samples taken here: `120`, `12 shared, 2 of 5 samples here`.
pub fn line_kernel_dispatches(kernel: &aotspy_report::LineKernel) -> String {
    if kernel.samples == kernel.all_samples {
        kernel.dispatches.to_string()
    } else {
        format!(
            "{} shared, {} of {} samples here",
            kernel.dispatches, kernel.samples, kernel.all_samples
        )
    }
}

/// The kernels by the place they were launched from.
fn cost_by_line_section(md: &mut String, report: &Report) {
    if report.cost_by_line.is_empty() {
        return;
    }
    let _ = write!(
        md,
        "\n## Cost by line\n\n{COST_BY_LINE}\n\n| Launched from | Dispatches | Kernels (dispatches) |\n|---|--:|---|\n"
    );
    for line in &report.cost_by_line {
        let mut kernels: Vec<String> = line
            .kernels
            .iter()
            .take(COST_KERNELS_PER_LINE)
            .filter_map(|k| {
                let kernel = report.kernels.get(k.kernel)?;
                Some(format!(
                    "[{}](#kernel-{}) {}",
                    code(&cell(&shorten(
                        &fold_name(&kernel.demangled),
                        TABLE_NAME_CHARS
                    ))),
                    k.kernel,
                    line_kernel_dispatches(k)
                ))
            })
            .collect();
        if line.kernels.len() > COST_KERNELS_PER_LINE {
            kernels.push(format!(
                "{} more (report.json, report.html)",
                line.kernels.len() - COST_KERNELS_PER_LINE
            ));
        }
        let _ = writeln!(
            md,
            "| {} | {} | {} |",
            code(&cell(&line.launched_from)),
            line_dispatches(line),
            kernels.join("; ")
        );
    }
}

/// What the driver operations of a report are, for the views that list them.
pub const DRIVER_OPERATIONS: &str = "Memory fills and copies, which the driver runs on a copy \
     engine or as its own built-in kernels (their ISA is under NEO's dumps, where NEO dumped \
     it): counted per append, once per execution of a regular command list.";

/// The driver operations as a table: each function, its appends, and where they came from.
fn driver_operations_section(md: &mut String, report: &Report) {
    if report.driver_operations.is_empty() {
        return;
    }
    let _ = write!(
        md,
        "\n## Driver operations\n\n{DRIVER_OPERATIONS}\n\n\
         | Function | Appends | Processes | Launched from |\n|---|---:|---:|---|\n"
    );
    for operation in &report.driver_operations {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} |",
            code(&operation.function),
            operation.dispatches,
            operation.pids.len(),
            markdown_text(&sites_launched_from(
                &operation.call_sites,
                &report.call_site_frames,
            ))
        );
    }
}

/// `, rank 3 of 8 (RANK, local rank 1)`, or nothing for a process no launcher ranked.
fn rank_label(process: &ProcessEntry) -> String {
    let Some(rank) = process.rank else {
        return String::new();
    };
    let of = process
        .world_size
        .map_or(String::new(), |size| format!(" of {size}"));
    let local = process
        .local_rank
        .map_or(String::new(), |local| format!(", local rank {local}"));
    format!(
        ", rank {rank}{of} ({}{local})",
        process.rank_variable.as_deref().unwrap_or("?")
    )
}

/// One kernel's details; inlines its ASM while `inline_budget` (lines) lasts, taking from it.
fn kernel_section(
    md: &mut String,
    index: usize,
    kernel: &KernelEntry,
    listings: &Listings,
    inline_budget: &mut usize,
) {
    let _ = writeln!(
        md,
        "\n<a id=\"kernel-{index}\"></a>\n### {}\n",
        code(&kernel.demangled)
    );
    let _ = writeln!(md, "- name: {}", code(&kernel.name));
    if kernel.isa_from != IsaFrom::Created {
        let _ = writeln!(
            md,
            "- created before aotspy was injected; ISA from: {}",
            kernel.isa_from
        );
    }
    if let Some(image) = &kernel.matched_image {
        let _ = writeln!(
            md,
            "- matched image: {} ({}, offset {})",
            code(&image.file),
            image.nesting,
            image.offset
        );
    }
    kernel_facts(md, kernel);
    if !kernel.dispatches_by_rank.is_empty() {
        let _ = writeln!(md, "- by rank: {}", rank_breakdown(kernel));
    }
    for note in &kernel.notes {
        let _ = writeln!(md, "- {}", markdown_text(&note.text));
    }
    let Some(asm_path) = &kernel.asm else { return };
    let id = listing::id_of(asm_path);
    let _ = writeln!(md, "- ASM: listing {}", code(id));
    if let Some(asm) = listings.get(asm_path).map(String::as_str) {
        inline_asm(md, id, asm, inline_budget);
    }
}

/// A kernel's dispatches, module, producer and zeInfo figures.
fn kernel_facts(md: &mut String, kernel: &KernelEntry) {
    let module = if kernel.module.is_empty() {
        "none".to_owned()
    } else {
        kernel.module.clone()
    };
    let during_attach = kernel
        .dispatches_during_attach
        .map_or(String::new(), |n| format!(" ({n} during the attach)"));
    let _ = writeln!(
        md,
        "- {} dispatches{during_attach} by pids {:?}; module {} ({}, {})",
        kernel.dispatches,
        kernel.pids,
        module,
        join_words(&kernel.origins, "+"),
        kernel.device.as_deref().unwrap_or("unknown device")
    );
    let _ = writeln!(
        md,
        "- producer: {}{}",
        kernel.producer,
        kernel
            .producer_library
            .as_deref()
            .map_or(String::new(), |library| format!(" ({})", code(library)))
    );
    let _ = writeln!(
        md,
        "- SIMD {}, GRF {}, spill {} bytes, private {} bytes, SLM {} bytes, code {} bytes, {} instructions",
        or_dash(kernel.simd),
        or_dash(kernel.grf),
        or_dash(kernel.spill_bytes),
        or_dash(kernel.private_bytes),
        or_dash(kernel.slm_bytes),
        or_dash(kernel.code_bytes),
        or_dash(kernel.instructions)
    );
}

/// The first lines of a kernel's ASM, folded, while `inline_budget` (lines) lasts, taking from
/// it.
fn inline_asm(md: &mut String, id: &str, asm: &str, inline_budget: &mut usize) {
    let total = asm.lines().count();
    let shown = total.min(INLINE_ASM_LINES_PER_KERNEL).min(*inline_budget);
    if shown == 0 {
        return;
    }
    *inline_budget -= shown;
    let title = if shown == total {
        format!("ASM ({id})")
    } else {
        format!("ASM, first {shown} of {total} lines ({id})")
    };
    let excerpt: Vec<&str> = asm.lines().take(shown).collect();
    let _ = writeln!(
        md,
        "\n<details><summary>{}</summary>\n\n{}\n\n</details>",
        super::escape::html(&title),
        markdown_fence("asm", excerpt.join("\n").trim_end())
    );
}
