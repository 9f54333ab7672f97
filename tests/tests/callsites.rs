//! Call sites: what libaotspy's call-site walker sees of the launching thread's stack.
//!
//! `tests/python/callsite_frames.py` calls the test hook `aotspy_debug_callsite` through
//! ctypes (a `PyDLL`, which holds the GIL, or a `CDLL`, which releases it) from lines marked
//! `# SITE-…`, found here by their marker, so the assertions name exact files, lines and
//! functions. The system's Python: 3.11 on the host, 3.14 on the modern stack.

use aotspy_tests::{on_modern_stack, preload_lib, run, RunOutput, RUN_TIMEOUT};
use std::path::{Path, PathBuf};
use std::process::Command;

const PYTHON: &str = "/usr/bin/python3";

fn script() -> PathBuf {
    aotspy_tests::manifest_dir().join("python/callsite_frames.py")
}

/// The line of `script()` that carries `# SITE-{name}`.
fn site(name: &str) -> u32 {
    let marker = format!("# SITE-{name}");
    let text = std::fs::read_to_string(script()).unwrap();
    let index = text
        .lines()
        .position(|line| line.trim_end().ends_with(&marker))
        .unwrap_or_else(|| panic!("no {marker} in the script"));
    index as u32 + 1
}

fn frame(function: &str, site_name: &str) -> String {
    format!("{}:{} {function}", script().display(), site(site_name))
}

/// The script's sections: (label, lines), in order.
fn sections(out: &RunOutput) -> Vec<(String, Vec<String>)> {
    let mut sections: Vec<(String, Vec<String>)> = Vec::new();
    for line in out.stdout.lines() {
        match line.strip_prefix("== ") {
            Some(label) => sections.push((label.to_owned(), Vec::new())),
            None => sections
                .last_mut()
                .unwrap_or_else(|| panic!("output before a section:\n{}", out.describe()))
                .1
                .push(line.to_owned()),
        }
    }
    sections
}

fn run_mode(mode: &str) -> (RunOutput, Vec<(String, Vec<String>)>) {
    let out = run(
        Command::new(PYTHON)
            .arg(script())
            .arg(preload_lib())
            .arg(mode),
        RUN_TIMEOUT,
    );
    assert_eq!(out.status.code(), Some(0), "{}", out.describe());
    let sections = sections(&out);
    let version = if on_modern_stack() { "3.14" } else { "3.11" };
    assert_eq!(
        sections.first(),
        Some(&("version".to_owned(), vec![version.to_owned()])),
        "{}",
        out.describe()
    );
    (out, sections)
}

fn section<'a>(
    sections: &'a [(String, Vec<String>)],
    label: &str,
    out: &RunOutput,
) -> &'a [String] {
    let found = sections.iter().find(|(l, _)| l == label);
    &found
        .unwrap_or_else(|| panic!("no {label} section:\n{}", out.describe()))
        .1
}

fn python_frames(lines: &[String]) -> Vec<&str> {
    lines.iter().filter_map(|l| l.strip_prefix("py ")).collect()
}

/// Native frames: the objects, innermost first, each run of one object once.
fn native_objects(lines: &[String]) -> Vec<&str> {
    let mut objects: Vec<&str> = Vec::new();
    for line in lines {
        if let Some(frame) = line.strip_prefix("native ") {
            let (object, _) = frame.rsplit_once('+').unwrap();
            if objects.last() != Some(&object) {
                objects.push(object);
            }
        }
    }
    objects
}

fn file_name(path: &str) -> &str {
    Path::new(path).file_name().unwrap().to_str().unwrap()
}

#[test]
fn python_frames_name_each_line_of_the_chain() {
    let (out, sections) = run_mode("chain");
    let lines = section(&sections, "chain", &out);
    assert_eq!(lines[0], "python frames", "{}", out.describe());
    assert_eq!(
        python_frames(lines),
        [
            frame("sample", "SAMPLE"),
            frame("inner", "INNER"),
            frame("outer", "OUTER"),
            frame("<module>", "MODULE"),
        ],
        "{}",
        out.describe()
    );
    // ctypes calls through libffi, from its extension module, in the interpreter.
    let objects: Vec<&str> = native_objects(lines).into_iter().map(file_name).collect();
    assert!(objects[0].starts_with("libffi.so"), "{objects:?}");
    assert!(objects[1].starts_with("_ctypes"), "{objects:?}");
    assert!(
        objects.iter().all(|o| !o.starts_with("libaotspy")),
        "{objects:?}"
    );
}

/// A `CDLL` call releases the GIL: the thread's frames are not ours to read.
#[test]
fn a_thread_that_released_the_gil_gets_no_python_frames() {
    let (out, sections) = run_mode("released");
    let lines = section(&sections, "released", &out);
    assert_eq!(lines[0], "python gil-not-held", "{}", out.describe());
    assert!(python_frames(lines).is_empty(), "{}", out.describe());
    assert!(!native_objects(lines).is_empty(), "{}", out.describe());
}

/// Each thread sees its own frames, down to `threading`'s bootstrap.
#[test]
fn two_threads_each_see_their_own_frames() {
    let (out, sections) = run_mode("threads");
    for (label, function, site_name) in [
        ("thread-a", "thread_a", "THREAD-A"),
        ("thread-b", "thread_b", "THREAD-B"),
    ] {
        let lines = section(&sections, label, &out);
        assert_eq!(lines[0], "python frames", "{}", out.describe());
        let frames = python_frames(lines);
        assert_eq!(
            frames[..2],
            [frame("sample", "SAMPLE"), frame(function, site_name)]
        );
        let rest: Vec<&str> = frames[2..]
            .iter()
            .map(|f| f.rsplit_once(' ').unwrap().1)
            .collect();
        assert_eq!(
            rest,
            ["Thread.run", "Thread._bootstrap_inner", "Thread._bootstrap"],
            "{}",
            out.describe()
        );
        assert!(frames[2..].iter().all(|f| f.contains("/threading.py:")));
    }
}

/// An atexit handler still runs Python normally; a `__del__` during finalization gets no
/// frames; a daemon thread calling through `CDLL` meanwhile crashes nothing.
#[test]
fn interpreter_shutdown_is_survived() {
    let (out, sections) = run_mode("shutdown");
    let lines = section(&sections, "atexit", &out);
    assert_eq!(lines[0], "python frames", "{}", out.describe());
    assert_eq!(
        python_frames(lines),
        [frame("sample", "SAMPLE"), frame("at_exit", "ATEXIT")],
        "{}",
        out.describe()
    );
    let finalizing: Vec<&str> = sections
        .iter()
        .filter(|(label, _)| label == "finalizing")
        .map(|(_, lines)| lines[0].as_str())
        .collect();
    assert!(!finalizing.is_empty(), "{}", out.describe());
    assert!(
        finalizing.iter().all(|l| *l == "python finalizing"),
        "{}",
        out.describe()
    );
}
