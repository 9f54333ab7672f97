//! What a workload names is shown, never run or obeyed (issue 37, holes 1-3). A process's
//! stream (as a spool holds it) whose kernel names, argv, host name, launcher variable, call
//! sites (Python files and functions, native objects) and mapped file carry payloads for each
//! place aotspy shows them: script for report.html (text, both attribute quotes, a script
//! block, a `javascript:` URL), a code span's end and an image for report.md (rendered as
//! CommonMark with GitHub's tables, as a pull request shows the file), and terminal escapes
//! (clear the screen, set the title) for every table `aotspy report` and `diff` print.
//! report.json keeps every byte.

use aotspy_proto::callsite::{CallSiteSample, NativeFrame, PythonFrame, PythonState};
use aotspy_proto::{self as proto, Event, Hello, LauncherRank};
use aotspy_tests::*;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

/// Runs in report.html if an attribute value ends at its `"` (the hole).
const ATTRIBUTE: &str =
    "x\"/autofocus/tabindex=\"1\"/onfocus=\"document[`title`]=`PWNED-ATTR`\"/x=\"";
/// The same in a single-quoted attribute.
const SINGLE_QUOTED: &str = "x'/autofocus/tabindex='1'/onfocus='document.title=`PWNED-SQ`'/x='";
/// Runs if text is inserted as markup.
const TEXT: &str = "<img src=x onerror=\"document.title='PWNED-TEXT'\">";
/// Runs if text ends a script block.
const SCRIPT: &str = "</script><script>document.title='PWNED-SCRIPT'</script>";
/// Runs if a name becomes a link or a script's source.
const URL: &str = "javascript:document.title='PWNED-URL'";
/// Leaves a report.md code span and fetches an image from elsewhere.
const MARKDOWN: &str =
    "x``![pwned](http://attacker.invalid/p.png)``*em*[l](http://attacker.invalid/)\n# heading";
/// Clears a terminal's screen, colours it and sets its title.
const TERMINAL: &str = "x \x1b[2J\x1b[31m PWNED \x1b[0m\x1b]0;owned\x07 \u{9b}31m";

const PAYLOADS: [&str; 7] = [
    ATTRIBUTE,
    SINGLE_QUOTED,
    TEXT,
    SCRIPT,
    URL,
    MARKDOWN,
    TERMINAL,
];

const PID: u32 = 999_999_101;

/// A spool holding one stream whose every workload-controlled string is a payload, and the
/// zebin's file (named with payloads too) the process mapped.
fn hostile_spool(scratch: &Scratch) -> PathBuf {
    let spool = scratch.path("spool");
    fs::create_dir_all(&spool).unwrap();
    // A file name holds anything but '/'.
    let mapped = scratch.path(&format!(
        "{TEXT}{TERMINAL}``![f](https:attacker.invalid)``.zebin"
    ));
    let zebin = fs::read(artifacts().kernel(VECTOR_OPS, Form::Zebin)).unwrap();
    fs::write(&mapped, &zebin).unwrap();
    let hello = Hello {
        pid: PID,
        ppid: 1,
        argv: PAYLOADS.iter().map(|p| p.to_string()).collect(),
        exe: SCRIPT.into(),
        start_unix_ms: 1_000,
        hostname: format!("{TEXT}{TERMINAL}{MARKDOWN}"),
        rank: Some(LauncherRank {
            rank: 0,
            variable: format!("{MARKDOWN}{TEXT}{TERMINAL}"),
            local_rank: None,
            world_size: None,
        }),
        cache_env: vec![("HOME".into(), format!("/h{TEXT}"))],
    };
    let mut bytes = Vec::new();
    proto::write_preamble(&mut bytes).unwrap();
    let mut events = vec![
        Event::Hello(hello),
        Event::MappedFiles(vec![mapped.display().to_string()]),
        Event::Module(proto::Module {
            id: 1,
            device: None,
            input_format: proto::InputFormat::Native,
            input_kind: proto::BinaryKind::Zebin,
            input_sha256: aotspy_binfmt::sha256_hex(&zebin),
            input_sha256s: Vec::new(),
            input_bytes: zebin.len() as u64,
            input_count: 1,
            origin: proto::Origin::Aot,
            ar_member: Some(format!("{TEXT}{MARKDOWN}{TERMINAL}")),
            build_flags: String::new(),
            native_sha256: None,
            native_binary: zebin.clone().into(),
            callers: Vec::new(),
        }),
    ];
    for (i, payload) in PAYLOADS.iter().enumerate() {
        let kernel = 10 + i as u64;
        events.push(Event::Kernel(proto::Kernel {
            id: kernel,
            module: 1,
            name: payload.to_string(),
        }));
        events.push(Event::CallSite(CallSiteSample {
            kernel,
            ordinal: 1,
            thread: PID,
            objects: vec![format!("/lib/{payload}.so")],
            native: vec![NativeFrame {
                object: 0,
                address: 0x1139,
            }],
            python_frames: vec![PythonFrame {
                file: format!("/src/{payload}.py"),
                line: 7,
                function: payload.to_string(),
            }],
            python: PythonState::Frames,
        }));
    }
    events.push(Event::Dispatches(
        (0..PAYLOADS.len() as u64)
            .map(|i| proto::DispatchTotal {
                kernel: 10 + i,
                dispatches: 1 + i,
            })
            .collect(),
    ));
    events.push(Event::Goodbye);
    for event in &events {
        bytes.extend(proto::encode_frame(event));
    }
    fs::write(spool.join(format!("{PID}-1000.aotspy")), bytes).unwrap();
    spool
}

/// `aotspy report` of the hostile spool into `out`.
fn render(scratch: &Scratch, name: &str) -> Collection {
    let spool = hostile_spool(scratch);
    let out = scratch.path(name);
    let expected = RunOutput {
        stdout: String::new(),
        ..expected_output(&[])
    };
    report(Some(&out), &[&spool], expected)
}

/// Fails unless `text` holds no byte a terminal acts on (other than line ends).
fn assert_inert_on_a_terminal(what: &str, text: &str) {
    let acting: Vec<char> = text
        .chars()
        .filter(|&c| c.is_control() && c != '\n')
        .collect();
    assert!(
        acting.is_empty(),
        "{what} holds {acting:?}, which a terminal acts on:\n{text}"
    );
}

#[test]
fn terminal_tables_show_escapes_and_report_json_keeps_the_bytes() {
    let scratch = Scratch::new("esc-term");
    let c = render(&scratch, "report");
    // Every kernel listed, its name exact in report.json.
    for payload in PAYLOADS {
        assert_eq!(c.kernels_named(payload).len(), 1, "{payload:?}");
    }
    assert_eq!(c.process(PID).argv, PAYLOADS);
    assert_inert_on_a_terminal("report's stdout", &c.output.stdout);
    assert_inert_on_a_terminal("report's stderr", &c.output.stderr);
    assert!(
        c.output
            .stdout
            .contains("x \\e[2J\\e[31m PWNED \\e[0m\\e]0;owned\\x07 \\x9b31m"),
        "the terminal payload shown escaped, as ls does:\n{}",
        c.output.stdout
    );

    // diff of the report with itself, and against the spool rendered again.
    let again = render(&scratch, "again");
    let diff = run(
        Command::new(aotspy_bin())
            .env("AOTSPY_CACHE", cache_dir())
            .args(["diff", "--all"])
            .arg(&c.out_dir)
            .arg(&again.out_dir),
        RUN_TIMEOUT,
    );
    assert!(diff.status.success(), "{}", diff.describe());
    assert!(diff.stdout.contains("\\e[2J"), "{}", diff.describe());
    assert_inert_on_a_terminal("diff's stdout", &diff.stdout);
    assert_inert_on_a_terminal("diff's stderr", &diff.stderr);
}

/// report.md rendered as GitHub renders it: every payload stays text (inside its code span or
/// escaped), no image or link to elsewhere, no heading or raw HTML made from a name.
#[test]
fn report_md_keeps_names_in_their_code_spans() {
    use pulldown_cmark::{html, Event as Md, Options, Parser, Tag};
    let scratch = Scratch::new("esc-md");
    let c = render(&scratch, "report");
    let md = fs::read_to_string(c.out_dir.join("report.md")).unwrap();
    let parser = Parser::new_ext(&md, Options::ENABLE_TABLES);
    let mut rendered = String::new();
    let events: Vec<Md> = parser.collect();
    for event in &events {
        match event {
            Md::Start(Tag::Image { dest_url, .. }) => panic!("an image of {dest_url} in report.md"),
            Md::Start(Tag::Link { dest_url, .. }) => assert!(
                !dest_url.contains("attacker") && !dest_url.starts_with("javascript"),
                "a link to {dest_url} in report.md:\n{md}"
            ),
            Md::Html(h) | Md::InlineHtml(h) => assert!(
                !h.contains("img") && !h.contains("script"),
                "raw HTML {h:?} from a name in report.md"
            ),
            Md::Start(Tag::Heading { .. }) => {}
            _ => {}
        }
    }
    html::push_html(&mut rendered, events.into_iter());
    assert!(
        !rendered.contains("<h1>heading") && !rendered.contains("<em>em</em>"),
        "a name became markup:\n{rendered}"
    );
    // Each kernel's heading is its whole name, in one code span.
    for payload in PAYLOADS {
        let shown = payload
            .replace('\x1b', "\\e")
            .replace('\n', "\\n")
            .replace('\x07', "\\x07")
            .replace('\u{9b}', "\\x9b");
        let escaped = html_text(&shown);
        assert!(
            rendered.contains(&format!("<code>{escaped}</code>")),
            "{payload:?} whole in a code span:\n{rendered}"
        );
    }
    assert_inert_on_a_terminal("report.md", &md);
}

/// Opens report.html in Chromium, on the table and on every kernel: no payload runs (the
/// page's title stays), every one shows as text.
#[test]
fn report_html_runs_no_script_from_a_name() {
    let scratch = Scratch::new("esc-html");
    let c = render(&scratch, "report");
    let page = c.out_dir.join("report.html");
    let text = fs::read_to_string(&page).unwrap();
    assert!(
        text.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'sha256-"),
        "the page forbids inline handlers and remote loads"
    );
    let check = |dom: &str, opened: &str| {
        let title = dom
            .split("<title>")
            .nth(1)
            .and_then(|t| t.split("</title>").next())
            .unwrap_or_else(|| panic!("no title ({opened}):\n{dom}"));
        assert_eq!(title, "aotspy report", "a payload ran ({opened}):\n{dom}");
        for (name, attributes) in tags(dom) {
            assert!(
                !["img", "iframe", "object", "embed"].contains(&name.as_str()),
                "an element <{name}> from a name ({opened}):\n{dom}"
            );
            assert!(
                !attributes
                    .iter()
                    .any(|a| a.starts_with("on") || a == "autofocus"),
                "a handler from a name on <{name} {attributes:?}> ({opened}):\n{dom}"
            );
        }
    };
    let table = page_dom(&page, "");
    check(&table, "the table");
    let rows = table
        .split("<tbody>")
        .nth(1)
        .and_then(|t| t.split("</tbody>").next())
        .unwrap_or_else(|| panic!("no table body:\n{table}"))
        .matches("<tr data-i=")
        .count();
    assert_eq!(rows, PAYLOADS.len(), "every kernel listed:\n{table}");
    assert!(
        table.contains(&html_text(TEXT)),
        "the text payload shown as text:\n{table}"
    );
    assert!(
        table.contains(&html_text("x\"/autofocus/tabindex=\"1\"")),
        "the attribute payload shown as text:\n{table}"
    );
    for i in 0..rows {
        let opened = page_dom(&page, &format!("kernel={i}"));
        check(&opened, &format!("kernel {i}"));
        assert!(
            opened.contains("<div id=\"callsites\">"),
            "kernel {i}'s call sites shown:\n{opened}"
        );
    }
}

/// `s` as Chromium serializes a text node: `&`, `<`, `>` escaped, quotes as they are.
fn html_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The tags of a serialized DOM, each as its name and its attribute names (quoted values
/// passed over): what the page's elements are, whatever their text and attribute values hold.
fn tags(dom: &str) -> Vec<(String, Vec<String>)> {
    let mut tags = Vec::new();
    let mut rest = dom;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        let mut inside = String::new();
        let mut quote = None;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match (quote, c) {
                (None, '>') => {
                    end = i;
                    break;
                }
                (None, '"' | '\'') => quote = Some(c),
                (Some(q), c) if c == q => quote = None,
                (None, c) => inside.push(c),
                _ => {}
            }
        }
        rest = &rest[end.min(rest.len())..];
        let mut words = inside.split(|c: char| c.is_whitespace() || c == '=' || c == '/');
        let name = words.next().unwrap_or_default().to_ascii_lowercase();
        // A script's text is no tag: skip to its end.
        if name == "script" {
            if let Some(close) = rest.find("</script>") {
                rest = &rest[close..];
            }
        }
        let attributes = words
            .filter(|w| !w.is_empty())
            .map(str::to_ascii_lowercase)
            .collect();
        tags.push((name, attributes));
    }
    tags
}
