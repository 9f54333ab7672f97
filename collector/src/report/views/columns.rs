//! What the terminal table and report.md both show of a report: the kernel columns and their
//! cells, the summary line, the ranks and injection lines.

use super::text::{count, or_dash, utc_time};
use crate::report::build::call_sites::site_text;
use aotspy_report::{join_words, ranks_text, IsaFrom, KernelEntry, Report, StackFrame};

/// Kernel names longer than this are shortened in the table; report.md has them whole.
pub const TABLE_NAME_CHARS: usize = 60;

/// A kernel column both views show between the name and the ASM.
pub struct Column {
    pub header: &'static str,
    pub markdown_header: &'static str,
    /// Numbers are right-aligned.
    pub numeric: bool,
    /// The kernel's cell; the report is there for what kernels share (the call-site frames).
    pub cell: fn(&Report, &KernelEntry) -> String,
}

pub static DISPATCHES: Column = Column {
    header: "DISPATCHES",
    markdown_header: "Dispatches",
    numeric: true,
    cell: |_, kernel| kernel.dispatches.to_string(),
};

pub static DURING_ATTACH: Column = Column {
    header: "DURING ATTACH",
    markdown_header: "During attach",
    numeric: true,
    cell: |_, kernel| or_dash(kernel.dispatches_during_attach),
};

pub static ISA_FROM: Column = Column {
    header: "ISA FROM",
    markdown_header: "ISA from",
    numeric: false,
    cell: |_, kernel| kernel.isa_from.to_string(),
};

pub static BY_RANK: Column = Column {
    header: "BY RANK",
    markdown_header: "By rank",
    numeric: false,
    cell: |_, kernel| rank_breakdown(kernel),
};

/// `r0=5 r1=7`; each rank is prefixed with its host when the kernel ran on several hosts.
pub fn rank_breakdown(kernel: &KernelEntry) -> String {
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

pub static DETAILS: [Column; 11] = [
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

pub static LAUNCHED_FROM: Column = Column {
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
pub const ADVICE_IDS_SHOWN: usize = 3;

/// A kernel's advice ids, most severe first (the order the rules give), the first few and a
/// count of the rest; `-` when nothing fired.
pub fn advice_ids(advice: &[aotspy_report::Finding]) -> String {
    first_advice_ids(advice, ADVICE_IDS_SHOWN)
}

/// The first `shown` of a kernel's advice ids and a count of the rest; `-` when nothing fired.
pub fn first_advice_ids(advice: &[aotspy_report::Finding], shown: usize) -> String {
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

/// The columns of `report`'s kernels: attach reports also count what ran while attached.
pub fn kernel_columns(report: &Report) -> Vec<&'static Column> {
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

pub fn summary(report: &Report) -> String {
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

/// `ranks 0-2 of 4 on 2 hosts (0,1 on node0, 2 on node1); missing 3`: which ranks came, from
/// where, against the launcher's world size.
pub fn ranks_line(report: &Report) -> Option<String> {
    let census = report.ranks.as_ref()?;
    let of_world = census
        .world_size
        .map_or(String::new(), |size| format!(" of {size}"));
    let hosts = census.hosts_text();
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

pub fn nothing_listed(report: &Report) -> String {
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
pub fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}
