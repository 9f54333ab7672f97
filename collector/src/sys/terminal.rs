//! What reaches a terminal: every string a workload controls (kernel names, argv, paths, host
//! names) goes through [`printable`] before aotspy prints it, so that a name cannot clear the
//! screen, set the window title or hide what follows; report.json keeps the exact bytes. And
//! the width of the terminal standard output goes to, if any, which the tables fit.

use std::borrow::Cow;
use std::fmt::Write;
use std::io::IsTerminal;

/// Whether `c` would act on a terminal, or hide or reorder what follows, rather than show:
/// C0 and C1 controls, DEL, and Unicode's bidirectional and invisible format characters.
fn acts(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// `text` safe to print on a terminal: each control or format character shown as an escape,
/// visibly, as `ls` and `ps` do (`\e[2J`, `\n`, `\t`, `\x7f`, `\u{202e}`), and a backslash
/// doubled so that an escape cannot be faked. Text with none of them is borrowed as it is.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| acts(c) || c == '\\') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\x1b' => out.push_str("\\e"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if acts(c) && (c as u32) < 0x100 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if acts(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The width, in columns, of the terminal standard output is: `COLUMNS` when set to a number
/// (as `ls` honours it, so a user can ask for another width), else the terminal's own
/// (`TIOCGWINSZ`); `None` when standard output is no terminal (piped, redirected) or its width
/// is unknown, and then nothing is fitted.
pub fn stdout_width() -> Option<usize> {
    let stdout = std::io::stdout();
    if !stdout.is_terminal() {
        return None;
    }
    let from_env = std::env::var("COLUMNS")
        .ok()
        .and_then(|columns| columns.trim().parse::<usize>().ok())
        .filter(|&columns| columns > 0);
    from_env.or_else(|| {
        let mut size = libc::winsize {
            ws_row: 0,
            ws_col: 0,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: TIOCGWINSZ writes one winsize into the valid one given.
        let asked = unsafe { libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut size) };
        (asked == 0 && size.ws_col > 0).then_some(usize::from(size.ws_col))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_escapes_show_instead_of_acting() {
        assert_eq!(printable("main::smooth"), "main::smooth");
        assert!(matches!(printable("main::smooth"), Cow::Borrowed(_)));
        assert_eq!(
            printable("x \x1b[2J\x1b[31m PWNED \x1b[0m\x07\r\n\t\x7f\u{9b}"),
            "x \\e[2J\\e[31m PWNED \\e[0m\\x07\\r\\n\\t\\x7f\\x9b"
        );
        assert_eq!(printable("a\u{202e}b\\e"), "a\\u{202e}b\\\\e");
        assert_eq!(printable("Grüße 日本"), "Grüße 日本");
    }
}
