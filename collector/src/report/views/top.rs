//! `aotspy top`'s full-screen view of a [`TopFrame`] (ratatui): a header (process, threads
//! launching, dispatches and driver operations per second, uptime), the kernels in the order
//! asked for, in columns fitted to the terminal's width (columns that do not fit are left out,
//! the least needed first; long cells end in `…`; nothing wraps), and the keys.

use super::text::fold_name;
use crate::sys::terminal::printable;
use aotspy_report::{TopFrame, TopKernel};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Cell, Paragraph, Row, Table};

/// The order of the kernel rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortBy {
    /// Dispatches per second, most first (the default).
    Rate,
    /// Dispatches since counting began, most first.
    Total,
    /// Demangled name, A to Z.
    Name,
    /// Most advice rules fired first (kernels not yet analyzed last).
    Advice,
}

impl SortBy {
    pub fn word(self) -> &'static str {
        match self {
            SortBy::Rate => "dispatches/s",
            SortBy::Total => "total",
            SortBy::Name => "name",
            SortBy::Advice => "advice",
        }
    }
}

/// The keys, as the footer says them.
pub const KEYS: &str = "q quit  p pause  r rate  t total  n name  a advice";

/// The kernels of `frame` in `sort`'s order.
pub fn sorted(frame: &TopFrame, sort: SortBy) -> Vec<&TopKernel> {
    let mut kernels: Vec<&TopKernel> = frame.kernels.iter().collect();
    let by_rate = |a: &&TopKernel, b: &&TopKernel| {
        b.dispatches_per_s
            .total_cmp(&a.dispatches_per_s)
            .then(b.dispatches.cmp(&a.dispatches))
            .then_with(|| a.demangled.cmp(&b.demangled))
    };
    match sort {
        SortBy::Rate => kernels.sort_by(by_rate),
        SortBy::Total => {
            kernels.sort_by(|a, b| b.dispatches.cmp(&a.dispatches).then(by_rate(a, b)))
        }
        SortBy::Name => kernels.sort_by(|a, b| a.demangled.cmp(&b.demangled).then(by_rate(a, b))),
        SortBy::Advice => kernels.sort_by(|a, b| {
            let fired = |k: &TopKernel| {
                if k.analyzed {
                    k.advice.len() as i64
                } else {
                    -1
                }
            };
            fired(b).cmp(&fired(a)).then(by_rate(a, b))
        }),
    }
    kernels
}

/// A column of the kernel table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    Kernel,
    Rate,
    Total,
    LaunchedFrom,
    Producer,
    Isa,
    Advice,
}

impl Column {
    fn header(self) -> &'static str {
        match self {
            Column::Kernel => "KERNEL",
            Column::Rate => "DISP/S",
            Column::Total => "TOTAL",
            Column::LaunchedFrom => "LAUNCHED FROM",
            Column::Producer => "PRODUCER",
            Column::Isa => "SIMD/GRF/SPILL",
            Column::Advice => "ADVICE",
        }
    }

    /// The least width it is shown at, and the most it takes (`None`: any).
    fn widths(self) -> (u16, Option<u16>) {
        match self {
            Column::Kernel => (20, None),
            Column::Rate => (9, Some(9)),
            Column::Total => (11, Some(11)),
            Column::LaunchedFrom => (18, None),
            Column::Producer => (12, Some(14)),
            Column::Isa => (14, Some(14)),
            Column::Advice => (10, Some(36)),
        }
    }

    fn right_aligned(self) -> bool {
        matches!(self, Column::Rate | Column::Total)
    }
}

/// The columns in the order they are shown, and the order they are given up in as the
/// terminal narrows (the last first).
const SHOWN: [Column; 7] = [
    Column::Kernel,
    Column::Rate,
    Column::Total,
    Column::LaunchedFrom,
    Column::Producer,
    Column::Isa,
    Column::Advice,
];
const NEEDED: [Column; 7] = [
    Column::Kernel,
    Column::Rate,
    Column::Total,
    Column::Advice,
    Column::LaunchedFrom,
    Column::Isa,
    Column::Producer,
];
/// Spaces between two columns.
const GAP: u16 = 1;
/// What KERNEL and LAUNCHED FROM grow to before ADVICE does.
const USEFUL: u16 = 40;

/// Shares `left` out among the columns `which` picks, alike, each up to `most` of it.
fn grow(
    widths: &mut [(Column, u16)],
    left: &mut u16,
    which: impl Fn(Column) -> bool,
    most: impl Fn(Column) -> u16,
) {
    loop {
        let open: Vec<usize> = (0..widths.len())
            .filter(|&i| which(widths[i].0) && widths[i].1 < most(widths[i].0))
            .collect();
        if open.is_empty() || *left == 0 {
            return;
        }
        for i in open {
            if *left == 0 {
                return;
            }
            widths[i].1 += 1;
            *left -= 1;
        }
    }
}

/// The columns that fit in `width` and their widths, in the order shown: the most needed
/// columns at their least width, then what is left given to those that take more (ADVICE up
/// to its most, then KERNEL and LAUNCHED FROM alike).
pub fn fit(width: u16) -> Vec<(Column, u16)> {
    let mut chosen: Vec<Column> = Vec::new();
    let mut used = 0u16;
    for column in NEEDED {
        let need = column.widths().0 + if chosen.is_empty() { 0 } else { GAP };
        if used + need <= width || chosen.is_empty() {
            chosen.push(column);
            used += need;
        }
    }
    let mut widths: Vec<(Column, u16)> = SHOWN
        .iter()
        .filter(|c| chosen.contains(c))
        .map(|&c| (c, c.widths().0))
        .collect();
    let mut left = width.saturating_sub(used);
    // KERNEL and LAUNCHED FROM up to a useful width, then ADVICE up to its most, then the
    // rest to KERNEL and LAUNCHED FROM.
    grow(
        &mut widths,
        &mut left,
        |c| c.widths().1.is_none(),
        |_| USEFUL,
    );
    grow(
        &mut widths,
        &mut left,
        |c| c == Column::Advice,
        |c| c.widths().1.unwrap_or(0),
    );
    grow(
        &mut widths,
        &mut left,
        |c| c.widths().1.is_none(),
        |_| u16::MAX,
    );
    // A terminal narrower than the kernel column's least width: it takes what there is.
    if let Some((_, w)) = widths.first_mut() {
        *w = (*w).min(width);
    }
    widths
}

/// `text` cut to `width` characters, ending in `…` when cut, made printable.
pub fn cut(text: &str, width: u16) -> String {
    let text = printable(text);
    let width = width as usize;
    if text.chars().count() <= width {
        return text.into_owned();
    }
    if width == 0 {
        return String::new();
    }
    let mut out: String = text.chars().take(width - 1).collect();
    out.push('…');
    out
}

/// The text of a kernel's cell; `…` for a fact the analysis has not given yet.
pub fn cell(kernel: &TopKernel, column: Column) -> String {
    const PENDING: &str = "…";
    let unknown = |v: Option<String>| v.unwrap_or_else(|| "?".to_owned());
    match column {
        Column::Kernel => fold_name(&kernel.demangled),
        Column::Rate => rate(kernel.dispatches_per_s),
        Column::Total => thousands(kernel.dispatches),
        _ if !kernel.analyzed => PENDING.to_owned(),
        Column::LaunchedFrom => kernel.launched_from.clone().unwrap_or_else(|| "-".into()),
        Column::Producer => kernel
            .producer
            .as_ref()
            .map_or_else(|| "-".to_owned(), |p| p.name().to_owned()),
        Column::Isa => format!(
            "{}/{}/{}",
            unknown(kernel.simd.map(|v| v.to_string())),
            unknown(kernel.grf.map(|v| v.to_string())),
            unknown(kernel.spill_bytes.map(|v| v.to_string()))
        ),
        Column::Advice if kernel.advice.is_empty() => "-".to_owned(),
        Column::Advice => kernel
            .advice
            .iter()
            .map(|rule| rule.as_str())
            .collect::<Vec<_>>()
            .join(","),
    }
}

/// A rate as the table shows it: one decimal below 100 per second.
pub fn rate(per_s: f64) -> String {
    if per_s < 100.0 {
        format!("{per_s:.1}")
    } else {
        thousands(per_s.round() as u64)
    }
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `3725.2` seconds as `1:02:05`.
fn uptime(seconds: f64) -> String {
    let s = seconds.max(0.0) as u64;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// The two header lines: the process, then the totals and rates.
pub fn header(frame: &TopFrame) -> [String; 2] {
    let how = if frame.process.injected {
        "injected"
    } else {
        "preloaded"
    };
    let first = format!(
        "aotspy top: pid {} {} ({how}), up {}{}",
        frame.process.pid,
        frame.process.command,
        uptime(frame.uptime_s),
        frame
            .ended
            .as_deref()
            .map(|e| format!(", ended: {e}"))
            .unwrap_or_default()
    );
    let second = format!(
        "{} dispatches/s ({} in all), {} driver ops/s, {} thread(s) launching, {} kernel(s)",
        rate(frame.dispatches_per_s),
        thousands(frame.dispatches),
        rate(frame.driver_operations_per_s),
        frame.threads_launching,
        frame.kernels.len(),
    );
    [first, second]
}

/// The footer: the keys, the order and whether the display is paused (short enough for 80
/// columns, where the header lines may be cut).
pub fn footer(sort: SortBy, paused: bool) -> String {
    format!(
        "{KEYS}  by {}{}",
        sort.word(),
        if paused { "  PAUSED" } else { "" }
    )
}

/// Draws `frame` on the whole of `f`.
pub fn draw(f: &mut ratatui::Frame, frame: &TopFrame, sort: SortBy, paused: bool) {
    let area = f.area();
    let [head, table, keys] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Min(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let [first, second] = header(frame);
    let lines: Vec<Line> = [first, second]
        .iter()
        .map(|l| Line::from(cut(l, area.width)))
        .collect();
    f.render_widget(Paragraph::new(lines), head);
    f.render_widget(kernel_table(frame, sort, table), table);
    f.render_widget(
        Paragraph::new(cut(&footer(sort, paused), area.width))
            .style(Style::default().add_modifier(Modifier::DIM)),
        keys,
    );
}

fn kernel_table(frame: &TopFrame, sort: SortBy, area: Rect) -> Table<'static> {
    let columns = fit(area.width);
    let aligned = |column: Column, text: String, width: u16| {
        let text = cut(&text, width);
        if column.right_aligned() {
            Cell::from(Line::from(text).right_aligned())
        } else {
            Cell::from(text)
        }
    };
    let head = Row::new(
        columns
            .iter()
            .map(|&(c, w)| aligned(c, c.header().to_owned(), w))
            .collect::<Vec<_>>(),
    )
    .style(Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED));
    let rows: Vec<Row> = sorted(frame, sort)
        .into_iter()
        .map(|kernel| {
            Row::new(
                columns
                    .iter()
                    .map(|&(c, w)| aligned(c, cell(kernel, c), w))
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    Table::new(rows, columns.iter().map(|&(_, w)| Constraint::Length(w)))
        .header(head)
        .column_spacing(GAP)
}

#[cfg(test)]
mod tests {
    use super::*;
    use aotspy_report::{Producer, RuleId, TopProcess};
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;

    fn frame() -> TopFrame {
        let kernel = |name: &str, rate: f64, total: u64, analyzed: bool| TopKernel {
            name: name.into(),
            demangled: name.into(),
            module: "0123456789abcdef".into(),
            dispatches: total,
            dispatches_since_start: total,
            dispatches_per_s: rate,
            analyzed,
            launched_from: analyzed
                .then(|| "main (ze_workload.c:1234) → zeCommandListAppendLaunchKernel".into()),
            producer: analyzed.then(|| Producer::Program("ze_workload".into())),
            simd: Some(32),
            grf: Some(128),
            spill_bytes: Some(0),
            advice: if analyzed {
                vec![RuleId::IntDivision, RuleId::GatherLoads]
            } else {
                vec![]
            },
        };
        TopFrame {
            schema_version: aotspy_report::TOP_SCHEMA_VERSION,
            unix_ms: 0,
            process: TopProcess {
                pid: 4242,
                command: "ze_workload --endless 100 --launch scale=10 --module vector_ops.zebin".into(),
                injected: false,
            },
            uptime_s: 75.0,
            rate_window_s: 1.0,
            threads_launching: 1,
            dispatches: 1300,
            dispatches_per_s: 110.0,
            driver_operations: 0,
            driver_operations_per_s: 0.0,
            kernels: vec![
                kernel("scale", 100.0, 1000, true),
                kernel(
                    "main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::very_long_kernel_name_that_goes_on",
                    10.0,
                    300,
                    false,
                ),
            ],
            ended: None,
        }
    }

    /// The screen at `width` columns, line by line.
    fn screen(width: u16) -> Vec<String> {
        let mut terminal = Terminal::new(TestBackend::new(width, 10)).unwrap();
        let frame = frame();
        terminal
            .draw(|f| draw(f, &frame, SortBy::Rate, false))
            .unwrap();
        let buffer = terminal.backend().buffer().clone();
        (0..buffer.area.height)
            .map(|y| {
                (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol().to_owned())
                    .collect::<String>()
            })
            .collect()
    }

    #[test]
    fn columns_fit_80_and_200() {
        for width in [80u16, 200] {
            let fitted = fit(width);
            let used: u16 =
                fitted.iter().map(|(_, w)| w).sum::<u16>() + GAP * (fitted.len() as u16 - 1);
            assert!(used <= width, "{width}: {used}");
            assert_eq!(used, width, "{width}: the table takes the whole width");
        }
        let narrow: Vec<Column> = fit(80).into_iter().map(|(c, _)| c).collect();
        assert_eq!(
            narrow,
            [
                Column::Kernel,
                Column::Rate,
                Column::Total,
                Column::LaunchedFrom,
                Column::Advice
            ]
        );
        assert_eq!(fit(200).len(), 7);
        // Too narrow for anything but the kernel: the kernel all the same.
        assert_eq!(fit(10).len(), 1, "at least the kernel");
        assert_eq!(fit(10)[0].0, Column::Kernel);
    }

    #[test]
    fn the_screen_shows_the_kernels_and_what_is_pending() {
        let wide = screen(200);
        assert!(
            wide[0].starts_with("aotspy top: pid 4242 ze_workload"),
            "{wide:#?}"
        );
        for header in [
            "KERNEL",
            "DISP/S",
            "TOTAL",
            "LAUNCHED FROM",
            "PRODUCER",
            "SIMD/GRF/SPILL",
            "ADVICE",
        ] {
            assert!(wide[2].contains(header), "{header}: {wide:#?}");
        }
        assert!(
            // 100 and more per second without decimals; below, one.
            wide[3].starts_with("scale ") && wide[3].contains(" 100 ") && wide[3].contains("1,000"),
            "{wide:#?}"
        );
        assert!(
            wide[3].contains("32/128/0") && wide[3].contains("int-division,gather-loads"),
            "{wide:#?}"
        );
        assert!(wide[4].contains(" 10.0 "), "{wide:#?}");
        assert!(wide[4].contains("…"), "not analyzed yet: {wide:#?}");
        let narrow = screen(80);
        assert!(narrow.iter().all(|l| l.chars().count() == 80));
        assert!(
            narrow[3].starts_with("scale ") && narrow[2].contains("ADVICE"),
            "{narrow:#?}"
        );
        assert!(narrow.last().unwrap().starts_with("q quit"));
    }

    #[test]
    fn sorting_by_each_key() {
        let frame = frame();
        let names = |sort| -> Vec<String> {
            sorted(&frame, sort)
                .iter()
                .map(|k| k.name[..5].to_owned())
                .collect()
        };
        assert_eq!(names(SortBy::Rate), ["scale", "main:"]);
        assert_eq!(names(SortBy::Name), ["main:", "scale"]);
        assert_eq!(names(SortBy::Advice), ["scale", "main:"]);
        assert_eq!(names(SortBy::Total), ["scale", "main:"]);
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(cut("abcdef", 4), "abc…");
    }
}
