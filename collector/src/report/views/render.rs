//! Human views of a [`Report`]: the terminal table and report.md.

use super::escape::{markdown_code as code, markdown_fence, markdown_text, printable};
use super::text::{aligned_table, count, fold_name, or_dash, shorten, utc_time};
use crate::analysis::analytics::Listings;
use crate::analysis::origin;
use crate::report::build::call_sites::site_text;
use aotspy_report::listing;
use aotspy_report::{
    join_words, ranks_text, Disassembly, IsaFrom, KernelEntry, ProcessEntry, Report, StackFrame,
};
use std::fmt::Write;
use std::path::Path;

/// Kernel names longer than this are shortened in the table; report.md has them whole.
const TABLE_NAME_CHARS: usize = 60;
/// report.md inlines at most this many lines of one kernel's ASM; every kernel links its file.
const INLINE_ASM_LINES_PER_KERNEL: usize = 200;
/// Lines of ASM report.md inlines in all, most dispatched kernels first: thousands of kernels
/// (oneDNN, Triton) would otherwise make a report too big to open.
const INLINE_ASM_TOTAL_LINES: usize = 2000;

/// A kernel column both views show between the name and the ASM.
struct Column {
    header: &'static str,
    markdown_header: &'static str,
    /// Numbers are right-aligned.
    numeric: bool,
    /// The kernel's cell; the report is there for what kernels share (the call-site frames).
    cell: fn(&Report, &KernelEntry) -> String,
}

static DISPATCHES: Column = Column {
    header: "DISPATCHES",
    markdown_header: "Dispatches",
    numeric: true,
    cell: |_, kernel| kernel.dispatches.to_string(),
};

static DURING_ATTACH: Column = Column {
    header: "DURING ATTACH",
    markdown_header: "During attach",
    numeric: true,
    cell: |_, kernel| or_dash(kernel.dispatches_during_attach),
};

static ISA_FROM: Column = Column {
    header: "ISA FROM",
    markdown_header: "ISA from",
    numeric: false,
    cell: |_, kernel| kernel.isa_from.to_string(),
};

static BY_RANK: Column = Column {
    header: "BY RANK",
    markdown_header: "By rank",
    numeric: false,
    cell: |_, kernel| rank_breakdown(kernel),
};

/// `r0=5 r1=7`; each rank is prefixed with its host when the kernel ran on several hosts.
fn rank_breakdown(kernel: &KernelEntry) -> String {
    let by_rank = &kernel.dispatches_by_rank;
    if by_rank.is_empty() {
        return "-".to_owned();
    }
    let several_hosts = by_rank.iter().any(|r| r.hostname != by_rank[0].hostname);
    by_rank
        .iter()
        .map(|r| {
            let host = if several_hosts {
                format!("{}:", r.hostname)
            } else {
                String::new()
            };
            format!("{host}r{}={}", r.rank, r.dispatches)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

static DETAILS: [Column; 11] = [
    Column {
        header: "ORIGIN",
        markdown_header: "Origin",
        numeric: false,
        cell: |_, kernel| join_words(&kernel.origins, "+"),
    },
    Column {
        header: "PRODUCER",
        markdown_header: "Producer",
        numeric: false,
        cell: |_, kernel| kernel.producer.to_string(),
    },
    Column {
        header: "DEVICE",
        markdown_header: "Device",
        numeric: false,
        cell: |_, kernel| or_dash(kernel.ocloc_device.as_deref()),
    },
    Column {
        header: "SIMD",
        markdown_header: "SIMD",
        numeric: true,
        cell: |_, kernel| or_dash(kernel.simd),
    },
    Column {
        header: "GRF",
        markdown_header: "GRF",
        numeric: true,
        cell: |_, kernel| or_dash(kernel.grf),
    },
    Column {
        header: "SPILL",
        markdown_header: "Spill bytes",
        numeric: true,
        cell: |_, kernel| or_dash(kernel.spill_bytes),
    },
    Column {
        header: "INSTR",
        markdown_header: "Instructions",
        numeric: true,
        cell: |_, kernel| or_dash(kernel.instructions),
    },
    Column {
        header: "SENDS",
        markdown_header: "Sends",
        numeric: true,
        cell: |_, kernel| or_dash(kernel.isa.as_ref().map(|i| i.mix.send)),
    },
    Column {
        header: "SPILL/FILL",
        markdown_header: "Spill/fill sends",
        numeric: true,
        cell: |_, kernel| {
            kernel.isa.as_ref().map_or_else(
                || "-".to_owned(),
                |i| format!("{}/{}", i.spill_sends, i.fill_sends),
            )
        },
    },
    Column {
        header: "LOOPS",
        markdown_header: "Loops",
        numeric: true,
        cell: |_, kernel| or_dash(kernel.isa.as_ref().map(|i| i.loops.len())),
    },
    Column {
        header: "ADVICE",
        markdown_header: "Advice",
        numeric: false,
        cell: |_, kernel| advice_ids(&kernel.advice),
    },
];

static LAUNCHED_FROM: Column = Column {
    header: "LAUNCHED FROM",
    markdown_header: "Launched from",
    numeric: false,
    cell: launched_from,
};

/// The kernel's first call site as [`site_text`] shows it (`model.py:42 forward →
/// xla::gpu::KernelThunk::ExecuteOnStream`, `launch_three (app.c:71)`), and `+N` when N more
/// sites show another; `-` with no sample.
pub fn launched_from(report: &Report, kernel: &KernelEntry) -> String {
    sites_launched_from(&kernel.call_sites, &report.call_site_frames)
}

/// [`launched_from`] of any call sites (a kernel's, a driver operation's), their frames in
/// `table` (the report's `call_site_frames`).
pub fn sites_launched_from(sites: &[aotspy_report::CallSiteEntry], table: &[StackFrame]) -> String {
    let mut texts: Vec<String> = Vec::new();
    for site in sites {
        let text = site_text(site, table);
        if !texts.contains(&text) {
            texts.push(text);
        }
    }
    match texts.len() {
        0 => "-".to_owned(),
        1 => texts.remove(0),
        n => format!("{} +{}", texts[0], n - 1),
    }
}

/// Rule ids shown in a table cell at most; the rest are counted.
const ADVICE_IDS_SHOWN: usize = 3;
/// Findings listed under the table at most (the summary's first, by dispatches).
const ADVICE_LINES: usize = 5;

/// A kernel's advice ids, most severe first (the order the rules give), the first few and a
/// count of the rest; `-` when nothing fired.
pub fn advice_ids(advice: &[aotspy_report::Finding]) -> String {
    first_advice_ids(advice, ADVICE_IDS_SHOWN)
}

/// The first `shown` of a kernel's advice ids and a count of the rest; `-` when nothing fired.
fn first_advice_ids(advice: &[aotspy_report::Finding], shown: usize) -> String {
    if advice.is_empty() {
        return "-".into();
    }
    let mut ids: Vec<String> = advice
        .iter()
        .take(shown)
        .map(|f| f.id.to_string())
        .collect();
    if advice.len() > shown {
        ids.push(format!("+{}", advice.len() - shown));
    }
    ids.join(",")
}

/// The top findings of the report, one line each: which rule, how severe, on how many kernels
/// and dispatches, and the message on the most dispatched of them. Informational findings are
/// left to report.json and report.html unless nothing else fired.
pub fn advice_lines(report: &Report) -> Vec<String> {
    let serious: Vec<_> = report
        .advice_summary
        .iter()
        .filter(|a| a.severity > aotspy_report::Severity::Info)
        .collect();
    let shown = if serious.is_empty() {
        report.advice_summary.iter().collect()
    } else {
        serious
    };
    shown
        .iter()
        .take(ADVICE_LINES)
        .map(|a| {
            format!(
                "advice {} ({}): {} ({}) — {}: {}",
                a.id,
                a.severity,
                count(a.kernels as u64, "kernel", "kernels"),
                count(a.dispatches, "dispatch", "dispatches"),
                shorten(&fold_name(&a.top_kernel), TABLE_NAME_CHARS),
                a.top_message
            )
        })
        .collect()
}

/// The columns of `report`'s kernels: attach reports also count what ran while attached.
fn kernel_columns(report: &Report) -> Vec<&'static Column> {
    let mut columns = vec![&DISPATCHES];
    if report.attach.is_some() {
        columns.push(&DURING_ATTACH);
    }
    if report.processes.iter().any(|p| p.rank.is_some()) {
        columns.push(&BY_RANK);
    }
    // Only when some kernel has call sites (a libaotspy older than call sites sends none).
    if report.kernels.iter().any(|k| !k.call_sites.is_empty()) {
        columns.push(&LAUNCHED_FROM);
    }
    columns.extend(&DETAILS);
    // Only where a kernel was known otherwise than by its creation (an injected process).
    if report
        .kernels
        .iter()
        .any(|k| k.isa_from != IsaFrom::Created)
    {
        columns.push(&ISA_FROM);
    }
    columns
}

fn summary(report: &Report) -> String {
    let stats = &report.stats;
    let listed = if stats.kernels_listed == stats.kernels_created {
        count(stats.kernels_listed as u64, "kernel", "kernels")
    } else {
        format!(
            "{} of {} created",
            count(stats.kernels_listed as u64, "kernel", "kernels"),
            stats.kernels_created
        )
    };
    let during_attach = stats
        .dispatches_during_attach
        .map_or(String::new(), |n| format!(" ({n} during the attach)"));
    format!(
        "{listed}, {}{during_attach}, {}, {}; ASM: {} in-process, {}, {} from cache, {} failed",
        count(stats.dispatches, "dispatch", "dispatches"),
        count(stats.processes as u64, "process", "processes"),
        count(stats.modules as u64, "module", "modules"),
        stats.asm_in_process,
        count(stats.ocloc_runs as u64, "ocloc run", "ocloc runs"),
        stats.asm_cache_hits,
        stats.disassembly_failures
    )
}

/// The aligned terminal table, numbers right-aligned, then a summary line. With `width` (a
/// terminal's columns) the table is fitted to it ([`fit`]); without (piped output, tests)
/// every column is kept.
pub fn table(report: &Report, out_dir: &Path, width: Option<usize>) -> String {
    let mut text = String::new();
    if report.kernels.is_empty() {
        let _ = writeln!(text, "{}", nothing_listed(report));
    } else {
        let mut columns = vec![TableColumn {
            header: "KERNEL",
            numeric: false,
            max_chars: Some(TABLE_NAME_CHARS),
            narrow_cells: None,
            cells: report
                .kernels
                .iter()
                .map(|k| fold_name(&k.demangled))
                .collect(),
        }];
        columns.extend(kernel_columns(report).into_iter().map(|c| TableColumn {
            header: c.header,
            numeric: c.numeric,
            max_chars: None,
            narrow_cells: None,
            cells: report.kernels.iter().map(|k| (c.cell)(report, k)).collect(),
        }));
        if let Some(advice) = columns.iter_mut().find(|c| c.header == "ADVICE") {
            advice.narrow_cells = Some(
                report
                    .kernels
                    .iter()
                    .map(|k| first_advice_ids(&k.advice, 1))
                    .collect(),
            );
        }
        columns.push(TableColumn {
            header: "ASM",
            numeric: false,
            max_chars: None,
            narrow_cells: None,
            cells: report
                .kernels
                .iter()
                .map(|k| k.asm.as_deref().map_or("-", listing::id_of).to_owned())
                .collect(),
        });
        let left_out = width.map_or_else(Vec::new, |width| fit(&mut columns, width));
        text.push_str(&render_columns(&columns));
        if report.kernels.iter().any(|k| k.asm.is_some()) {
            let _ = writeln!(text, "{}", asm_line(out_dir));
        }
        if !left_out.is_empty() {
            let _ = writeln!(
                text,
                "(fitted to the terminal's {} columns: {} left out; piped output and report.md have every column)",
                width.unwrap_or_default(),
                left_out.join(", ")
            );
        }
    }
    let lines = origin::producers_line(&report.kernels)
        .into_iter()
        .chain(injected_lines(report))
        .chain(advice_lines(report))
        .chain(driver_operations_line(report))
        .chain([summary(report)])
        .chain(ranks_line(report));
    // Names, paths and host names are the workload's: shown, never acted on by the terminal.
    for line in lines {
        let _ = writeln!(text, "{}", printable(&line));
    }
    text
}

/// A column of the terminal table: its cells whole, names folded; [`render_columns`] shortens
/// them to `max_chars`.
struct TableColumn {
    header: &'static str,
    numeric: bool,
    /// Its cells are cut to this many characters (names only: KERNEL, LAUNCHED FROM).
    max_chars: Option<usize>,
    cells: Vec<String>,
    /// What fitting a terminal may show instead (ADVICE: its first rule id and a count).
    narrow_cells: Option<Vec<String>>,
}

/// One step of fitting the table to a terminal.
enum FitStep {
    /// Leave this column out.
    Drop(&'static str),
    /// Shorten this column's names to this many characters.
    Names(&'static str, usize),
    /// Show this column's narrow cells.
    Narrow(&'static str),
}

/// How the terminal table is fitted to a terminal, step by step until it fits: what matters
/// least for "what ran, how often, from where, and what is wrong with it" goes first. After
/// the last step a table wider than the terminal is left as it is (the terminal wraps it).
const FIT_STEPS: &[FitStep] = &[
    FitStep::Drop("ASM"),
    FitStep::Names("KERNEL", 48),
    FitStep::Names("LAUNCHED FROM", 64),
    FitStep::Drop("SPILL/FILL"),
    FitStep::Drop("SENDS"),
    FitStep::Drop("LOOPS"),
    FitStep::Drop("INSTR"),
    FitStep::Drop("DEVICE"),
    FitStep::Narrow("ADVICE"),
    FitStep::Drop("ORIGIN"),
    FitStep::Drop("ISA FROM"),
    FitStep::Drop("SIMD"),
    FitStep::Drop("BY RANK"),
    FitStep::Drop("GRF"),
    FitStep::Drop("PRODUCER"),
    FitStep::Drop("SPILL"),
    FitStep::Names("KERNEL", 36),
    FitStep::Names("LAUNCHED FROM", 48),
    FitStep::Drop("DURING ATTACH"),
    FitStep::Names("KERNEL", 24),
    FitStep::Names("LAUNCHED FROM", 32),
    FitStep::Drop("ADVICE"),
];

/// Fits `columns` to `width` characters by [`FIT_STEPS`]: the headers of the columns left out.
fn fit(columns: &mut Vec<TableColumn>, width: usize) -> Vec<&'static str> {
    let mut left_out = Vec::new();
    for step in FIT_STEPS {
        if table_width(columns) <= width {
            break;
        }
        match *step {
            FitStep::Drop(header) => {
                if let Some(at) = columns.iter().position(|c| c.header == header) {
                    columns.remove(at);
                    left_out.push(header);
                }
            }
            FitStep::Names(header, chars) => {
                if let Some(column) = columns.iter_mut().find(|c| c.header == header) {
                    column.max_chars = Some(column.max_chars.map_or(chars, |m| m.min(chars)));
                }
            }
            FitStep::Narrow(header) => {
                let column = columns.iter_mut().find(|c| c.header == header);
                if let Some(column) = column {
                    if let Some(narrow) = column.narrow_cells.take() {
                        column.cells = narrow;
                    }
                }
            }
        }
    }
    left_out
}

/// A column's cells as shown: shortened to its `max_chars`.
fn shown_cells(column: &TableColumn) -> Vec<String> {
    match column.max_chars {
        Some(max) => column
            .cells
            .iter()
            .map(|c| shorten_launch(c, max))
            .collect(),
        None => column.cells.clone(),
    }
}

/// A kernel name or a call site's text (`train.py:26 step → xla::gpu::Thunk::Run +1`)
/// shortened to `max` characters: the framework function first keeps only its last two
/// components (`Thunk::Run`), then the text is cut in its middle ([`shorten`]).
fn shorten_launch(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    if let Some((user, rest)) = text.split_once(" → ") {
        let (function, more) = match rest.rsplit_once(' ') {
            Some((function, n))
                if n.len() > 1
                    && n.starts_with('+')
                    && n[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                (function, format!(" {n}"))
            }
            _ => (rest, String::new()),
        };
        let parts = top_level_components(function);
        if parts.len() > 2 {
            let last_two = parts[parts.len() - 2..].join("::");
            return shorten(&format!("{user} → {last_two}{more}"), max);
        }
    }
    shorten(text, max)
}

/// A qualified name's `::`-separated components, those inside brackets (`Foo<ns::T>`) kept.
fn top_level_components(name: &str) -> Vec<&str> {
    let bytes = name.as_bytes();
    let mut parts = Vec::new();
    let (mut depth, mut start, mut i) = (0usize, 0, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'<' | b'(' | b'{' | b'[' => depth += 1,
            b'>' | b')' | b'}' | b']' => depth = depth.saturating_sub(1),
            b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => {
                parts.push(&name[start..i]);
                start = i + 2;
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(&name[start..]);
    parts
}

/// The widest line `render_columns` would write.
fn table_width(columns: &[TableColumn]) -> usize {
    let widths = columns.iter().map(|column| {
        shown_cells(column)
            .iter()
            .map(|c| c.chars().count())
            .chain([column.header.chars().count()])
            .max()
            .unwrap_or(0)
    });
    widths.sum::<usize>() + 2 * columns.len().saturating_sub(1)
}

/// The columns as an aligned table.
fn render_columns(columns: &[TableColumn]) -> String {
    let headers: Vec<&str> = columns.iter().map(|c| c.header).collect();
    let right_aligned: Vec<bool> = columns.iter().map(|c| c.numeric).collect();
    let shown: Vec<Vec<String>> = columns.iter().map(shown_cells).collect();
    let rows: Vec<Vec<String>> = (0..shown.first().map_or(0, Vec::len))
        .map(|row| shown.iter().map(|cells| cells[row].clone()).collect())
        .collect();
    aligned_table(&headers, &right_aligned, &rows)
}

/// How to read the listings the ASM column names.
fn asm_line(out_dir: &Path) -> String {
    let dir = shell_word(&out_dir.display().to_string());
    format!(
        "ASM: aotspy asm {dir} ID prints a kernel's listing (with --out DIR, writes them all as .asm files); {dir}/report.html shows each beside its source lines"
    )
}

/// `word` as a shell reads it back: quoted only when it must be.
fn shell_word(word: &str) -> String {
    if !word.is_empty()
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/._-+=:,@%".contains(&b))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// The fills and copies the driver ran for the program, most appended first, each with where
/// it was appended from: `driver operations (…): zeCommandListAppendMemoryFill 6 from main
/// (ze_memory_ops.c:60); …`.
pub fn driver_operations_line(report: &Report) -> Option<String> {
    if report.driver_operations.is_empty() {
        return None;
    }
    let operations: Vec<String> = report
        .driver_operations
        .iter()
        .map(|o| {
            let from = match sites_launched_from(&o.call_sites, &report.call_site_frames) {
                none if none == "-" => String::new(),
                from => format!(" from {from}"),
            };
            format!("{} {}{from}", o.function, o.dispatches)
        })
        .collect();
    Some(format!(
        "driver operations (memory fills and copies, run by the driver on a copy engine or as \
         its built-in kernels; counted per append): {}",
        operations.join("; ")
    ))
}

/// `ranks 0-2 of 4 on 2 hosts (0,1 on node0, 2 on node1); missing 3`: which ranks came, from
/// where, against the launcher's world size.
fn ranks_line(report: &Report) -> Option<String> {
    let census = report.ranks.as_ref()?;
    let of_world = census
        .world_size
        .map_or(String::new(), |size| format!(" of {size}"));
    let hosts = census
        .hosts
        .iter()
        .map(|h| format!("{} on {}", ranks_text(&h.ranks), h.hostname))
        .collect::<Vec<_>>()
        .join(", ");
    let missing = if census.missing_ranks.is_empty() {
        String::new()
    } else {
        format!("; missing {}", ranks_text(&census.missing_ranks))
    };
    Some(format!(
        "{} {}{of_world} on {} ({hosts}){missing}",
        if census.ranks_seen.len() == 1 {
            "rank"
        } else {
            "ranks"
        },
        ranks_text(&census.ranks_seen),
        count(census.hosts.len() as u64, "host", "hosts"),
    ))
}

/// What a reader of a report with injected processes must know: when each was injected, that
/// counts start there, and what attaching can see. One line per process, then the caveat.
pub fn injected_lines(report: &Report) -> Vec<String> {
    let mut lines: Vec<String> = report
        .processes
        .iter()
        .filter_map(|process| {
            let injected = process.injected.as_ref()?;
            Some(format!(
                "pid {} ({}) was not started with aotspy: {} was injected into it at {}, and its \
                 counts start there, not at its start.",
                process.pid,
                process.argv.first().map_or("?", String::as_str),
                injected.library,
                utc_time(injected.at_unix_ms)
            ))
        })
        .collect();
    if !lines.is_empty() {
        let before: usize = report
            .kernels
            .iter()
            .filter(|k| k.isa_from != IsaFrom::Created)
            .count();
        lines.push(format!(
            "Attaching sees a kernel created before the injection only when it launches: kernels \
             that did not launch during the attach are not seen. {} were created before the \
             injection (ISA from: module-binary = its module's zebin from the driver, \
             kernel-binary = its raw ISA alone, matched-image = found by name in a mapped \
             library, name-only = no ISA).",
            count(before as u64, "listed kernel", "listed kernels")
        ));
    }
    lines
}

fn nothing_listed(report: &Report) -> String {
    if report.processes.is_empty() {
        "No process reported: is the program a Level Zero one (for SYCL, ONEAPI_DEVICE_SELECTOR=level_zero:*), and was libaotspy.so loaded?".to_owned()
    } else if report.stats.kernels_created > 0 {
        format!(
            "No kernel was dispatched ({} created; --all-kernels lists them).",
            report.stats.kernels_created
        )
    } else if !report.driver_operations.is_empty() {
        "No kernel was created: only the driver's fills and copies ran (below).".to_owned()
    } else {
        "No kernel was created.".to_owned()
    }
}

/// Markdown table cells: pipes would end the cell (a code span's included), newlines the row.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

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
            let _ = writeln!(md, "- {}", markdown_text(warning));
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
                let _ = writeln!(md, "- {}", markdown_text(note));
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
        let _ = writeln!(md, "- {}", markdown_text(note));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_cells_cannot_break_the_table() {
        assert_eq!(cell("operator|(a)\nb"), "operator\\|(a) b");
    }

    /// A report of `kernels` kernels in one process, kernel `i` dispatched `kernels - i` times
    /// (so listed in index order), each with a listing of `asm_lines` lines.
    fn report_with_asm(kernels: u64, asm_lines: usize, rank: Option<u32>) -> (Report, Listings) {
        use crate::analysis::findings::Findings;
        use crate::analysis::inventory::BuildOptions;
        use crate::ingest::capture::{test_streams::*, ProcessCapture};
        use crate::report::build::build;
        let aotspy_proto::Event::Hello(mut hello) = hello(100, 1) else {
            unreachable!()
        };
        hello.rank = rank.map(|rank| aotspy_proto::LauncherRank {
            rank,
            variable: "RANK".into(),
            local_rank: None,
            world_size: None,
        });
        let mut capture = ProcessCapture::new(hello);
        capture.apply(device(0));
        capture.apply(module(1, b"binary"));
        for id in 0..kernels {
            capture.apply(kernel(id, 1, &format!("k{id:04}")));
        }
        let totals: Vec<(u64, u64)> = (0..kernels).map(|id| (id, kernels - id)).collect();
        capture.apply(dispatches(&totals));
        let options = BuildOptions {
            all_kernels: false,
            fallback_device: None,
        };
        let mut report = build(
            crate::analysis::inventory::of_captures(vec![capture], &options),
            Findings::default(),
        );
        let mut listings = Listings::new();
        for kernel in &mut report.kernels {
            let asm = format!("asm/{}.js", kernel.name);
            let text: String = (0..asm_lines)
                .map(|line| format!("{} line {line}\n", kernel.name))
                .collect();
            listings.insert(asm.clone(), text);
            kernel.asm = Some(asm);
        }
        (report, listings)
    }

    #[test]
    fn markdown_inlines_asm_within_its_budget_and_names_every_listing() {
        let kernels = 40;
        let (report, listings) = report_with_asm(kernels, 500, None);
        let md = markdown(&report, &listings);

        let inlined_lines = md.lines().filter(|l| l.contains(" line ")).count();
        assert_eq!(inlined_lines, INLINE_ASM_TOTAL_LINES);
        let inlined_kernels = INLINE_ASM_TOTAL_LINES / INLINE_ASM_LINES_PER_KERNEL;
        for id in 0..kernels as usize {
            let name = format!("k{id:04}");
            let named = format!("- ASM: listing `{name}`");
            assert!(md.contains(&named), "{name} is named");
            let first_line = format!("{name} line 0\n");
            let last_inlined = format!("{name} line {}\n", INLINE_ASM_LINES_PER_KERNEL - 1);
            let past_excerpt = format!("{name} line {}\n", INLINE_ASM_LINES_PER_KERNEL);
            assert_eq!(md.contains(&first_line), id < inlined_kernels, "{name}");
            assert_eq!(md.contains(&last_inlined), id < inlined_kernels, "{name}");
            assert!(!md.contains(&past_excerpt), "{name} inlines one excerpt");
        }
        assert!(md.contains("ASM, first 200 of 500 lines (k0000)"));
        assert!(md.contains("`aotspy asm <this directory> <listing>` prints it whole"));
        assert!(md.contains("until 2000 lines in all."));
        assert!(md.lines().count() < INLINE_ASM_TOTAL_LINES + 20 * kernels as usize);
    }

    /// Piped (no width), every column; on a terminal, the table fits its width, the columns
    /// left out in FIT_STEPS' order and said so, the names shortened last.
    #[test]
    fn the_table_fits_a_terminal_and_keeps_every_column_when_piped() {
        let out_dir = tempfile::tempdir().unwrap();
        let (mut report, _) = report_with_asm(2, 1, None);
        report.kernels[0].demangled = format!("ns::{}::kernel<int>", "very_long_name_".repeat(6));
        let table_lines = |text: &str| -> Vec<String> {
            text.lines()
                .take(1 + report.kernels.len())
                .map(str::to_owned)
                .collect()
        };
        let piped = table(&report, out_dir.path(), None);
        let header = table_lines(&piped)[0].clone();
        for column in [
            "KERNEL",
            "DISPATCHES",
            "SPILL/FILL",
            "SENDS",
            "LOOPS",
            "ADVICE",
            "ASM",
        ] {
            assert!(header.contains(column), "{header}");
        }
        assert!(!piped.contains("fitted to the terminal"), "{piped}");
        let full_width = table_lines(&piped)
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap();
        assert_eq!(table(&report, out_dir.path(), Some(full_width)), piped);

        for width in [120, 80, 60] {
            let fitted = table(&report, out_dir.path(), Some(width));
            for line in table_lines(&fitted) {
                assert!(line.chars().count() <= width, "{width}: {line:?}\n{fitted}");
            }
            let header = table_lines(&fitted)[0].clone();
            assert!(
                header.starts_with("KERNEL") && header.contains("DISPATCHES"),
                "{header}"
            );
            assert!(!header.contains("ASM"), "{header}");
            assert!(
                fitted.contains(&format!("(fitted to the terminal's {width} columns: ASM, ")),
                "{fitted}"
            );
        }
        assert_eq!(
            shorten_launch(
                "train.py:26 step → xla::gpu::CublasLtMatmulThunk::ExecuteOnStream +2",
                60
            ),
            "train.py:26 step → CublasLtMatmulThunk::ExecuteOnStream +2"
        );
        assert_eq!(
            shorten_launch("m.py:3 f → a::b<c::d>::e", 21),
            "m.py:3 f → b<c::d>::e"
        );
        assert_eq!(shorten_launch("main (main.c:152)", 24), "main (main.c:152)");
        let narrow = table(&report, out_dir.path(), Some(60));
        let header = table_lines(&narrow)[0].clone();
        assert!(
            header.contains("ADVICE") && !header.contains("PRODUCER"),
            "{header}"
        );
        assert!(
            table_lines(&narrow)[1].starts_with("ns::very_long_…ng_name_::kernel<int>  "),
            "{narrow}"
        );
    }

    /// A kernel seen launched from one place has its dispatches there; one seen from two is
    /// under both, shared, with the samples taken at each; the places most dispatched first.
    #[test]
    fn cost_by_line_is_exact_for_one_place_and_shared_for_several() {
        use aotspy_report::{CallSiteEntry, PythonState};
        let (mut report, listings) = report_with_asm(3, 1, None);
        let line = |line: u32, function: &str| StackFrame::Python {
            file: "/home/u/train.py".into(),
            line,
            function: function.into(),
            library: false,
        };
        report.call_site_frames = vec![
            line(26, "step"),
            StackFrame::Native {
                object: "/venv/site-packages/jax_plugins/xla/xla_plugin.so".into(),
                address: 0x80,
                function: Some("xla::gpu::KernelThunk::ExecuteOnStream(int)".into()),
                file: None,
                line: None,
                library: true,
            },
            line(30, "evaluate"),
        ];
        let site = |user: u32, ordinals: &[u64]| CallSiteEntry {
            launched_from: None,
            user_frame: Some(0),
            framework_frame: Some(1),
            launched_by: Some("xla::gpu::KernelThunk::ExecuteOnStream".into()),
            frames: vec![user, 1],
            python: PythonState::Frames,
            ordinals: ordinals.to_vec(),
            pids: vec![100],
            threads: vec![1],
        };
        // k0000: 3 dispatches, k0001: 2, k0002: 1.
        report.kernels[0].call_sites = vec![site(0, &[1, 2])];
        report.kernels[1].call_sites = vec![site(0, &[1]), site(2, &[2])];
        report.kernels[2].call_sites = vec![site(2, &[1])];
        report.cost_by_line = crate::report::build::call_sites::cost_by_line(
            &report.kernels,
            &report.call_site_frames,
        );
        // Per place: its text, exact and shared dispatches, and per kernel (index,
        // dispatches, samples here, samples in all).
        type KernelCost = (usize, u64, u64, u64);
        let summary: Vec<(&str, u64, u64, Vec<KernelCost>)> = report
            .cost_by_line
            .iter()
            .map(|l| {
                let kernels = l
                    .kernels
                    .iter()
                    .map(|k| (k.kernel, k.dispatches, k.samples, k.all_samples))
                    .collect();
                (
                    l.launched_from.as_str(),
                    l.dispatches,
                    l.shared_dispatches,
                    kernels,
                )
            })
            .collect();
        assert_eq!(
            summary,
            [
                (
                    "train.py:26 step → xla::gpu::KernelThunk::ExecuteOnStream",
                    3,
                    2,
                    vec![(0, 3, 2, 2), (1, 2, 1, 2)]
                ),
                (
                    "train.py:30 evaluate → xla::gpu::KernelThunk::ExecuteOnStream",
                    1,
                    2,
                    vec![(1, 2, 1, 2), (2, 1, 1, 1)]
                ),
            ]
        );
        assert_eq!(report.cost_by_line[0].user_frame, Some(0));
        assert_eq!(report.cost_by_line[0].framework_frame, Some(1));
        let md = markdown(&report, &listings);
        assert!(
            md.contains(
                "| `train.py:26 step → xla::gpu::KernelThunk::ExecuteOnStream` | 3 + 2 shared | \
                 [`k0000`](#kernel-0) 3; [`k0001`](#kernel-1) 2 shared, 1 of 2 samples here |"
            ),
            "{md}"
        );
        let out_dir = tempfile::tempdir().unwrap();
        let text = table(&report, out_dir.path(), None);
        assert!(
            text.contains("  train.py:26 step → xla::gpu::KernelThunk::ExecuteOnStream +1  "),
            "{text}"
        );
    }

    #[test]
    fn rank_column_only_when_a_launcher_set_a_rank() {
        let out_dir = tempfile::tempdir().unwrap();
        let (unranked, listings) = report_with_asm(2, 1, None);
        assert!(!table(&unranked, out_dir.path(), None).contains("BY RANK"));
        assert!(!markdown(&unranked, &listings).contains("By rank"));

        let (ranked, listings) = report_with_asm(2, 1, Some(3));
        let table = table(&ranked, out_dir.path(), None);
        assert!(table.contains("BY RANK"), "{table}");
        assert!(table.lines().nth(1).unwrap().contains(" r3=2 "), "{table}");
        let md = markdown(&ranked, &listings);
        assert!(md.contains("| By rank |"), "{md}");
        assert!(md.contains("- by rank: r3=2"), "{md}");
        assert!(md.contains("on host, rank 3 (RANK): "), "{md}");
    }
}
