//! Plain-text helpers every view shares: shortened names, dashes for unknowns, counted nouns,
//! aligned tables.

use std::fmt::Write;

/// Template argument lists longer than this are folded to `…`.
const FOLDED_TEMPLATE_CHARS: usize = 24;
/// Parameter lists longer than this are folded to `…`.
const FOLDED_PARAMETER_CHARS: usize = 16;

/// A demangled name with its long or nested template argument lists and its long or
/// namespaced parameter lists folded, as a table shows it:
/// `oneapi::mkl::vm::detail::gpu::intel::usm::linear::v21<…>` and
/// `main::{lambda(…)#1}::operator()(…) const::normalize`. Short plain ones stay
/// (`__pf_kernel_wrapper<vector_add>`, `kernel(float*, float*)`), as do `operator<`,
/// `operator->` and the like; the full name is one click away in every view that folds.
pub fn fold_name(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let closing = match c {
            '<' if !after_operator(&chars[..i]) => '>',
            '(' => ')',
            _ => {
                out.push(c);
                i += 1;
                continue;
            }
        };
        match group_end(&chars, i, c, closing) {
            Some(end) if folds(c, &chars[i + 1..end]) => {
                out.push(c);
                out.push('…');
                out.push(closing);
                i = end + 1;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Whether the name before a `<` ends in `operator` (`operator<`, `operator<<`, `operator<=`).
fn after_operator(before: &[char]) -> bool {
    let tail: String = before.iter().rev().take(8).collect();
    tail == "rotarepo"
}

/// The index of the `closing` that matches the `opening` at `start`, counting both kinds of
/// bracket so that `f(std::pair<int, int>)` folds as one group; `None` when unbalanced.
fn group_end(chars: &[char], start: usize, opening: char, closing: char) -> Option<usize> {
    let mut depth = 0usize;
    for (offset, &c) in chars[start..].iter().enumerate() {
        if c == opening {
            depth += 1;
        } else if c == closing {
            depth -= 1;
            if depth == 0 {
                return Some(start + offset);
            }
        }
    }
    None
}

/// Whether the group `opening … ` holding `inside` is noise in a table: a template argument
/// list that is long or holds another; a parameter list that is long or names namespaced types.
fn folds(opening: char, inside: &[char]) -> bool {
    let nested = inside.contains(&'<');
    let namespaced = inside.windows(2).any(|w| w == [':', ':']);
    match opening {
        '<' => nested || inside.len() > FOLDED_TEMPLATE_CHARS,
        _ => nested || namespaced || inside.len() > FOLDED_PARAMETER_CHARS,
    }
}

/// `name` cut to `max` characters, keeping its start and its end (where SYCL names differ).
pub fn shorten(name: &str, max: usize) -> String {
    let count = name.chars().count();
    if count <= max {
        return name.to_owned();
    }
    let head = max * 2 / 5;
    let tail = max - head - 1;
    let start: String = name.chars().take(head).collect();
    let end: String = name.chars().skip(count - tail).collect();
    format!("{start}…{end}")
}

pub fn or_dash<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| v.to_string())
}

/// `2026-12-01 10:07:12.345 UTC` for milliseconds since the Unix epoch.
pub fn utc_time(unix_ms: u64) -> String {
    let (days, ms_of_day) = (unix_ms / 86_400_000, unix_ms % 86_400_000);
    // Howard Hinnant's `civil_from_days`, for days since 1970-01-01 (never negative here).
    let z = days as i64 + 719_468;
    let era = z / 146_097;
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}.{:03} UTC",
        ms_of_day / 3_600_000,
        ms_of_day / 60_000 % 60,
        ms_of_day / 1000 % 60,
        ms_of_day % 1000
    )
}

/// `1 module`, `2 modules`.
pub fn count(n: u64, singular: &str, plural: &str) -> String {
    format!("{n} {}", if n == 1 { singular } else { plural })
}

/// `rows` under `headers`, each column as wide as its widest cell, two spaces apart; the
/// columns marked in `right_aligned` (numbers) are padded on the left. Every cell is made
/// [`printable`](super::escape::printable) first: the table is for a terminal.
pub fn aligned_table(headers: &[&str], right_aligned: &[bool], rows: &[Vec<String>]) -> String {
    let rows: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|cell| super::escape::printable(cell).into_owned())
                .collect()
        })
        .collect();
    let mut widths: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut text = String::new();
    let mut line = |cells: &[&str]| {
        let mut out = String::new();
        for (column, cell) in cells.iter().enumerate() {
            let pad = widths[column] - cell.chars().count();
            if column + 1 == cells.len() {
                out.push_str(cell);
            } else if right_aligned[column] {
                let _ = write!(out, "{}{cell}  ", " ".repeat(pad));
            } else {
                let _ = write!(out, "{cell}{}  ", " ".repeat(pad));
            }
        }
        let _ = writeln!(text, "{}", out.trim_end());
    };
    line(headers);
    for row in &rows {
        line(&row.iter().map(String::as_str).collect::<Vec<_>>());
    }
    text
}

/// `1.4 GB`, `12 KB`, `512 B`: sizes for people (powers of 1024, one decimal above a kilobyte).
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KB", "MB", "GB", "TB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_template_and_parameter_lists_fold() {
        assert_eq!(
            fold_name("oneapi::mkl::vm::detail::gpu::intel::usm::linear::v21<false, std::complex<double>, std::complex<double>>"),
            "oneapi::mkl::vm::detail::gpu::intel::usm::linear::v21<…>"
        );
        assert_eq!(
            fold_name("main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::normalize"),
            "main::{lambda(…)#1}::operator()(…) const::normalize"
        );
        assert_eq!(
            fold_name("sycl::_V1::detail::__pf_kernel_wrapper<vector_add>"),
            "sycl::_V1::detail::__pf_kernel_wrapper<vector_add>"
        );
        assert_eq!(
            fold_name("ns::kernel(float*, float*)"),
            "ns::kernel(float*, float*)"
        );
        assert_eq!(fold_name("f(std::pair<int, int>)"), "f(…)");
        assert_eq!(fold_name("bool operator<(A, A)"), "bool operator<(A, A)");
        assert_eq!(
            fold_name("std::less<void>::operator<<unbalanced"),
            "std::less<void>::operator<<unbalanced"
        );
        assert_eq!(fold_name("vector_add"), "vector_add");
        assert_eq!(fold_name(""), "");
    }

    #[test]
    fn utc_times_are_civil_dates() {
        assert_eq!(utc_time(0), "1970-01-01 00:00:00.000 UTC");
        // date -u -d @1796110657.464
        assert_eq!(utc_time(1_796_110_657_464), "2026-12-01 07:37:37.464 UTC");
        assert_eq!(utc_time(951_782_400_000), "2000-02-29 00:00:00.000 UTC");
    }

    #[test]
    fn long_names_keep_both_ends() {
        let name = format!("sycl::detail::{}::MyKernel", "x".repeat(100));
        let short = shorten(&name, 60);
        assert_eq!(short.chars().count(), 60);
        assert!(short.starts_with("sycl::detail::"));
        assert!(short.ends_with("::MyKernel"));
        assert_eq!(shorten("short", 60), "short");
    }
}
