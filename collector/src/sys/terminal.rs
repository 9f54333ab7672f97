//! The terminal standard output goes to, if any.

use std::io::IsTerminal;

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
