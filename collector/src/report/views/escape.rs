//! Every string a workload controls (kernel and demangled names, argv, file and function names
//! of call sites, module and object paths, host names, what the environment says) made safe for
//! where a view puts it, in one place: a terminal ([`printable`]), HTML text and attribute
//! values ([`html`]), report.md text ([`markdown_text`]), code spans ([`markdown_code`]) and
//! fenced blocks ([`markdown_fence`]). report.json keeps the exact bytes; report.html's script
//! escapes what it inserts with its own `esc()` (text and quoted attributes alike), and embeds
//! its data base64-encoded, which holds nothing that could end a script.

pub use crate::sys::terminal::printable;

/// `text` safe inside HTML text and in a quoted attribute value (either quote).
pub fn html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `text` as report.md's prose shows it: [`printable`] (so no line break starts a block),
/// and each character that could open markup (emphasis, a link or image, raw HTML, an entity,
/// a code span, a heading, a table cell's end) backslash-escaped, as CommonMark allows for any
/// ASCII punctuation. `_` stays (file names are full of it): inside a word it is no markup,
/// and around one it makes italics at worst.
pub fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in printable(text).chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '[' | ']' | '<' | '>' | '&' | '|' | '~' | '!' | '#'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The longest run of `c` in `text`.
fn longest_run(text: &str, c: char) -> usize {
    text.split(|x| x != c).map(str::len).max().unwrap_or(0)
}

/// `text` as a report.md code span: [`printable`] (a code span cannot hold a line break, and a
/// line that starts a block would end it), between fences one backtick longer than any run of
/// backticks inside (CommonMark's rule, so nothing inside can close it), padded with a space
/// where the text starts or ends with a backtick. Inside a code span nothing else is markup.
pub fn markdown_code(text: &str) -> String {
    let text = printable(text);
    let fence = "`".repeat(longest_run(&text, '`') + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// A fenced block of `info` holding `text` (lines kept): fenced by backticks longer than any
/// run of them in `text`, so no line of it can close the block.
pub fn markdown_fence(info: &str, text: &str) -> String {
    let fence = "`".repeat((longest_run(text, '`') + 1).max(3));
    format!("{fence}{info}\n{text}\n{fence}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_text_and_both_quotes() {
        assert_eq!(
            html("x\"/onfocus='a'<b>&"),
            "x&quot;/onfocus=&#39;a&#39;&lt;b&gt;&amp;"
        );
    }

    #[test]
    fn code_spans_cannot_be_closed_from_inside() {
        assert_eq!(markdown_code("main::smooth"), "`main::smooth`");
        assert_eq!(markdown_code("a`b"), "``a`b``");
        assert_eq!(
            markdown_code("x``![i](http://e/)``"),
            "``` x``![i](http://e/)`` ```"
        );
        assert_eq!(markdown_code("`a"), "`` `a ``");
        assert_eq!(markdown_code("a\n# b"), "`a\\n# b`");
        assert_eq!(
            markdown_fence("text", "a\n```\nb"),
            "````text\na\n```\nb\n````"
        );
        assert_eq!(markdown_fence("asm", "mov"), "```asm\nmov\n```");
    }

    #[test]
    fn markdown_text_opens_no_markup() {
        assert_eq!(
            markdown_text("![i](http://e/) <img> *a* a|b\n# h"),
            "\\!\\[i\\](http://e/) \\<img\\> \\*a\\* a\\|b\\\\n\\# h"
        );
    }
}
