//! The terminal's table of a report: the kernels, most dispatched first, in columns fitted to
//! the terminal's width, with the summary, advice and driver-operation lines around it.

use super::columns::*;
use super::escape::printable;
use super::text::{aligned_table, count, fold_name, shorten};
use crate::analysis::origin;
use aotspy_report::listing;
use aotspy_report::Report;
use std::fmt::Write;
use std::path::Path;

/// Findings listed under the table at most (the summary's first, by dispatches).
const ADVICE_LINES: usize = 5;

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

#[cfg(test)]
mod tests {
    use super::super::markdown::*;
    use super::*;
    use crate::analysis::analytics::Listings;
    use aotspy_report::StackFrame;

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
