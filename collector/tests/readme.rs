//! README.md's "Use" block against the CLI itself: for every subcommand the built `aotspy`
//! lists in `--help`, the block's lines for it name exactly the flags and arguments clap knows,
//! so a flag added, renamed or removed in `cli.rs` fails here until the README says so too.
//! Only the README text needs to change when the CLI does: nothing here names a flag.

use std::collections::BTreeSet;
use std::process::Command;

/// The `--help` text of `aotspy ARGS… --help`.
fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_aotspy"))
        .args(args)
        .arg("--help")
        .output()
        .unwrap();
    assert!(out.status.success(), "aotspy {args:?} --help: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The indented lines of the `title:` section of a help text, up to the blank line ending it.
fn section<'a>(text: &'a str, title: &str) -> Vec<&'a str> {
    text.lines()
        .skip_while(|l| *l != title)
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .collect()
}

/// The subcommands `aotspy --help` lists (clap's own `help` left out).
fn subcommands() -> Vec<String> {
    let top = help(&[]);
    let names: Vec<String> = section(&top, "Commands:")
        .iter()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect();
    assert!(!names.is_empty(), "no Commands: section in\n{top}");
    names
}

/// What clap accepts for one subcommand: its flags (long and short, without `--help`) and the
/// value names of its positional arguments (`PID`, `PATH`, `CMD`).
struct Accepted {
    flags: BTreeSet<String>,
    positionals: BTreeSet<String>,
}

fn accepted(subcommand: &str) -> Accepted {
    let text = help(&[subcommand]);
    let mut flags = BTreeSet::new();
    for line in section(&text, "Options:") {
        // `  -o, --out <DIR>   Report directory …`: the spec ends at the first run of two
        // spaces; the description after it may itself mention other flags.
        let spec = line.trim_start().split("  ").next().unwrap_or_default();
        for token in spec.split([' ', ',']) {
            if token.starts_with('-') && !matches!(token, "-h" | "--help") {
                flags.insert(token.to_owned());
            }
        }
    }
    let usage = text
        .lines()
        .find_map(|l| l.strip_prefix("Usage: "))
        .unwrap_or_else(|| panic!("no Usage: line for {subcommand}:\n{text}"));
    let positionals = usage
        .split_whitespace()
        .filter(|t| *t != "[OPTIONS]" && t.contains(['<', '[']))
        .map(|t| {
            t.trim_matches(|c: char| !c.is_ascii_alphanumeric())
                .to_owned()
        })
        .filter(|name| !name.is_empty()) // the `[--` of `[-- <CMD>...]`
        .collect();
    Accepted { flags, positionals }
}

/// The lines of the first fenced block after the `## Use` heading.
fn use_block(readme: &str) -> Vec<&str> {
    let lines: Vec<&str> = readme
        .lines()
        .skip_while(|l| l.trim() != "## Use")
        .skip_while(|l| !l.starts_with("```"))
        .skip(1)
        .take_while(|l| !l.starts_with("```"))
        .collect();
    assert!(
        !lines.is_empty(),
        "README.md has no fenced block under `## Use`"
    );
    lines
}

/// One README usage line's flags and upper-case words (argument names), its `# comment` left out.
fn words(line: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let synopsis = line.split(" #").next().unwrap_or_default();
    let mut flags = BTreeSet::new();
    let mut names = BTreeSet::new();
    for token in synopsis.split(|c: char| c.is_whitespace() || "[]|".contains(c)) {
        let token = token.trim_end_matches(['…', '.']);
        if token.starts_with('-') && token != "--" {
            flags.insert(token.to_owned());
        } else if !token.is_empty() && token.chars().all(|c| c.is_ascii_uppercase()) {
            names.insert(token.to_owned());
        }
    }
    (flags, names)
}

#[test]
fn the_readme_use_block_matches_clap() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md at the workspace root");
    let block = use_block(&readme);
    let known = subcommands();
    let mut problems = Vec::new();
    for line in &block {
        let mut tokens = line.split_whitespace();
        if tokens.next() != Some("aotspy") {
            problems.push(format!("not a usage line: {line:?}"));
        } else if let Some(sub) = tokens.next().filter(|s| !known.iter().any(|k| k == s)) {
            problems.push(format!(
                "`aotspy {sub}` is no subcommand of clap's ({known:?})"
            ));
        }
    }
    for sub in &known {
        let lines: Vec<&&str> = block
            .iter()
            .filter(|l| l.split_whitespace().nth(1) == Some(sub.as_str()))
            .collect();
        if lines.is_empty() {
            problems.push(format!("`aotspy {sub}` has no line in the Use block"));
            continue;
        }
        let (mut flags, mut names) = (BTreeSet::new(), BTreeSet::new());
        for line in lines {
            let (f, n) = words(line);
            flags.extend(f);
            names.extend(n);
        }
        let clap = accepted(sub);
        for flag in flags.difference(&clap.flags) {
            problems.push(format!(
                "`aotspy {sub} {flag}` is in README.md but not in clap"
            ));
        }
        for flag in clap.flags.iter().filter(|f| f.starts_with("--")) {
            if !flags.contains(flag) {
                problems.push(format!(
                    "`aotspy {sub} {flag}` is in clap but not in README.md"
                ));
            }
        }
        for name in clap.positionals.difference(&names) {
            problems.push(format!(
                "`aotspy {sub}` takes {name}, which README.md does not show"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "README.md's Use block has drifted from the CLI:\n  {}",
        problems.join("\n  ")
    );
}
