//! Call sites: which line launched each kernel.
//!
//! First what libaotspy's call-site walker sees of the launching thread's stack:
//! `tests/python/callsite_frames.py` calls the test hook `aotspy_debug_callsite` through
//! ctypes (a `PyDLL`, which holds the GIL, or a `CDLL`, which releases it) from lines marked
//! `# SITE-…`, found here by their marker, so the assertions name exact files, lines and
//! functions. Every CPython the stack has: 3.11 on the host; 3.13, 3.14 and 3.15 on the modern
//! stack, each read by its own layout.
//!
//! Then the real runtime under `aotspy collect --emulate pvc`: `tests/c/callsite_launch.c`
//! launches one kernel from two functions through the linked, table and dlsym paths; a Python
//! script launches through that file built as a ctypes helper; and on the modern stack, dpnp.

use aotspy_tests::schema::{CallSiteEntry, Producer, PythonState, StackFrame};
use aotspy_tests::{
    aotspy_bin, artifacts, build_dir, build_program, collect_command, on_modern_stack, preload_lib,
    python_script, require_modern_stack, run, Collection, Form, Outcome, RunOutput, EMULATE_ENV,
    RUN_TIMEOUT, VECTOR_ADD, VECTOR_OPS,
};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

fn script() -> PathBuf {
    aotspy_tests::manifest_dir().join("python/callsite_frames.py")
}

/// The line of `script()` that carries `# SITE-{name}`.
fn site(name: &str) -> u32 {
    line_marked(&script(), &format!("# SITE-{name}"))
}

/// The line of `file` that ends with `marker`.
fn line_marked(file: &Path, marker: &str) -> u32 {
    let text = std::fs::read_to_string(file).unwrap();
    let index = text
        .lines()
        .position(|line| line.trim_end().ends_with(marker))
        .unwrap_or_else(|| panic!("no {marker} in {}", file.display()));
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

/// The script's output: (label, lines) of each section, in order.
type Sections = Vec<(String, Vec<String>)>;

/// The CPython versions of this stack, each a Debian package's interpreter.
fn python_versions() -> &'static [&'static str] {
    if on_modern_stack() {
        &["3.13", "3.14", "3.15"]
    } else {
        &["3.11"]
    }
}

/// `callsite_frames.py MODE` run by CPython `version`, with `extra` arguments.
fn run_mode_with(version: &str, mode: &str, extra: &[&Path]) -> (RunOutput, Sections) {
    let out = run(
        Command::new(format!("/usr/bin/python{version}"))
            .arg(script())
            .arg(preload_lib())
            .arg(mode)
            .args(extra),
        RUN_TIMEOUT,
    );
    assert_eq!(out.status.code(), Some(0), "{}", out.describe());
    let sections = sections(&out);
    assert_eq!(
        sections.first(),
        Some(&("version".to_owned(), vec![version.to_owned()])),
        "{}",
        out.describe()
    );
    (out, sections)
}

/// `mode` run by every CPython of the stack: (version, output, sections) each.
fn run_mode(mode: &str) -> Vec<(&'static str, RunOutput, Sections)> {
    python_versions()
        .iter()
        .map(|&version| {
            let (out, sections) = run_mode_with(version, mode, &[]);
            (version, out, sections)
        })
        .collect()
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
    for (version, out, sections) in run_mode("chain") {
        let lines = section(&sections, "chain", &out);
        assert_eq!(lines[0], "python frames", "{version}: {}", out.describe());
        assert_eq!(
            python_frames(lines),
            [
                frame("sample", "SAMPLE"),
                frame("inner", "INNER"),
                frame("outer", "OUTER"),
                frame("<module>", "MODULE"),
            ],
            "{version}: {}",
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
}

/// A `CDLL` call releases the GIL: the thread's frames are read all the same, from the
/// interpreter's memory, with the same files, lines and functions.
#[test]
fn a_thread_that_released_the_gil_gets_its_python_frames() {
    for (version, out, sections) in run_mode("released") {
        let lines = section(&sections, "released", &out);
        assert_eq!(lines[0], "python frames", "{version}: {}", out.describe());
        assert_eq!(
            python_frames(lines),
            [
                frame("sample", "SAMPLE"),
                frame("inner", "INNER"),
                frame("outer", "OUTER"),
                frame("<module>", "RELEASED"),
            ],
            "{version}: {}",
            out.describe()
        );
        assert!(!native_objects(lines).is_empty(), "{}", out.describe());
    }
}

/// A recursion 500 calls deep: the 64 innermost frames, each at its line, and the state says
/// the stack was cut.
#[test]
fn a_deep_stack_keeps_its_innermost_frames_and_says_it_was_cut() {
    for (version, out, sections) in run_mode("deep") {
        let lines = section(&sections, "deep", &out);
        assert_eq!(
            lines[0],
            "python frames-cut",
            "{version}: {}",
            out.describe()
        );
        let mut expected = vec![frame("sample", "SAMPLE"), frame("recurse", "BOTTOM")];
        expected.resize(64, frame("recurse", "RECURSE"));
        assert_eq!(
            python_frames(lines),
            expected,
            "{version}: {}",
            out.describe()
        );
    }
}

/// A function compiled at run time from a string: its frame names the string's file name and
/// line, between the script's own frames.
#[test]
fn a_frame_of_code_compiled_at_run_time_names_its_line() {
    for (version, out, sections) in run_mode("generated") {
        let lines = section(&sections, "generated", &out);
        assert_eq!(lines[0], "python frames", "{version}: {}", out.describe());
        assert_eq!(
            python_frames(lines),
            [
                frame("sample", "SAMPLE"),
                "<generated>:2 generated".to_owned(),
                frame("<module>", "GENERATED"),
            ],
            "{version}: {}",
            out.describe()
        );
    }
}

/// A thread started in C that never ran Python: `no-python-thread`, its native frames only.
#[test]
fn a_thread_started_in_c_is_no_python_thread() {
    let helper = build_program(
        &aotspy_tests::manifest_dir().join("c/callsite_thread.c"),
        "libcallsite_thread.so",
        &["-shared", "-fPIC"],
        &[],
    );
    for &version in python_versions() {
        let (out, sections) = run_mode_with(version, "cthread", &[&helper]);
        let lines = section(&sections, "cthread", &out);
        assert_eq!(
            lines[0],
            "python no-python-thread",
            "{version}: {}",
            out.describe()
        );
        assert!(python_frames(lines).is_empty(), "{}", out.describe());
        let objects: Vec<&str> = native_objects(lines).into_iter().map(file_name).collect();
        assert_eq!(
            objects.first(),
            Some(&"libcallsite_thread.so"),
            "{objects:?}"
        );
    }
}

/// The offsets libaotspy reads frames by are what this stack's CPython headers say: 3.11's on
/// the host, 3.13's to 3.15's debug-offset tables in the modern root (`scripts/python-layouts`
/// generated them; a rebuilt Python whose headers moved a field fails here).
#[test]
fn python_layouts_match_the_headers() {
    let script = aotspy_tests::manifest_dir().join("../scripts/python-layouts");
    let out = run(Command::new("bash").arg(script).arg("--check"), RUN_TIMEOUT);
    assert!(out.status.success(), "{}", out.describe());
    let versions = python_versions().join(" ");
    assert!(
        out.stdout
            .contains(&format!("matches the headers of CPython {versions}")),
        "{}",
        out.describe()
    );
}

/// A program that looks like CPython 3.12 (no debug table, no offsets from headers), 3.10,
/// 3.16, or a 3.13 whose `_PyRuntime.debug_offsets` has no cookie or offsets past their
/// structures: no Python frames (`unknown-layout`), nothing read by guesswork, no crash.
#[test]
fn a_python_whose_layout_is_unknown_gives_no_frames() {
    let program = build_program(
        &aotspy_tests::manifest_dir().join("c/python_versions.c"),
        "python_versions",
        &["-rdynamic"],
        &["-ldl"],
    );
    for (version, cookie) in [
        ("030C00F0", "xdebugpy"),
        ("030A0000", "xdebugpy"),
        ("031000A0", "xdebugpy"),
        ("030D0000", "ydebugpy"),
        ("030D0000", "xdebugpy"),
    ] {
        let out = run(
            Command::new(&program)
                .arg(preload_lib())
                .args([version, cookie]),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
        assert_eq!(
            out.stdout,
            "python unknown-layout\n",
            "{version} {cookie}: {}",
            out.describe()
        );
    }
}

/// Each thread sees its own frames, down to `threading`'s bootstrap.
#[test]
fn two_threads_each_see_their_own_frames() {
    for (version, out, sections) in run_mode("threads") {
        for (label, function, site_name) in [
            ("thread-a", "thread_a", "THREAD-A"),
            ("thread-b", "thread_b", "THREAD-B"),
        ] {
            let lines = section(&sections, label, &out);
            assert_eq!(lines[0], "python frames", "{version}: {}", out.describe());
            let frames = python_frames(lines);
            assert_eq!(
                frames[..2],
                [frame("sample", "SAMPLE"), frame(function, site_name)],
                "{version}"
            );
            let rest: Vec<&str> = frames[2..]
                .iter()
                .map(|f| f.rsplit_once(' ').unwrap().1)
                .collect();
            assert_eq!(
                rest,
                ["Thread.run", "Thread._bootstrap_inner", "Thread._bootstrap"],
                "{version}: {}",
                out.describe()
            );
            assert!(frames[2..].iter().all(|f| f.contains("/threading.py:")));
        }
    }
}

/// An atexit handler still runs Python normally; a `__del__` during finalization gets no
/// frames; a daemon thread calling through `CDLL` meanwhile crashes nothing.
#[test]
fn interpreter_shutdown_is_survived() {
    for (version, out, sections) in run_mode("shutdown") {
        let lines = section(&sections, "atexit", &out);
        assert_eq!(lines[0], "python frames", "{version}: {}", out.describe());
        assert_eq!(
            python_frames(lines),
            [frame("sample", "SAMPLE"), frame("at_exit", "ATEXIT")],
            "{version}: {}",
            out.describe()
        );
        let finalizing: Vec<&str> = sections
            .iter()
            .filter(|(label, _)| label == "finalizing")
            .map(|(_, lines)| lines[0].as_str())
            .collect();
        assert!(!finalizing.is_empty(), "{version}: {}", out.describe());
        assert!(
            finalizing.iter().all(|l| *l == "python finalizing"),
            "{version}: {}",
            out.describe()
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The real runtime

fn launch_source() -> PathBuf {
    aotspy_tests::manifest_dir()
        .join("c/callsite_launch.c")
        .canonicalize()
        .unwrap()
}

/// The line of `callsite_launch.c` marked `/* SITE-{name} */`.
fn c_site(name: &str) -> u32 {
    line_marked(&launch_source(), &format!("/* SITE-{name} */"))
}

/// `tests/c/callsite_launch.c` built with `flags` into the test build directory as `name`.
fn build_launch(name: &str, flags: &[&str]) -> PathBuf {
    build_launch_from(&launch_source(), name, flags)
}

/// `source` (a `callsite_launch.c`) built with `flags` into the test build directory as `name`.
fn build_launch_from(source: &Path, name: &str, flags: &[&str]) -> PathBuf {
    build_program(source, name, flags, &["-lze_loader", "-ldl"])
}

/// `command` alone (device-less), then under `aotspy collect --emulate pvc`.
fn collect(name: &str, command: Vec<OsString>) -> Collection {
    let standalone = run(
        Command::new(&command[0])
            .args(&command[1..])
            .envs(EMULATE_ENV.iter().copied()),
        RUN_TIMEOUT,
    );
    assert!(standalone.status.success(), "{}", standalone.describe());
    collect_command(name, &[], &command, standalone, Outcome::Exit(0))
}

/// A site's user frame, from the report's frame table.
fn user_frame<'a>(c: &'a Collection, site: &CallSiteEntry) -> &'a StackFrame {
    site.user_stack_frame(&c.report.call_site_frames)
        .expect("a user frame")
}

/// A site's Python frames (file, line, function), innermost first.
fn python_chain(c: &Collection, site: &CallSiteEntry) -> Vec<(String, u32, String)> {
    site.stack(&c.report.call_site_frames)
        .filter_map(|f| match f {
            StackFrame::Python {
                file,
                line,
                function,
                ..
            } => Some((file.clone(), *line, function.clone())),
            StackFrame::Native { .. } => None,
        })
        .collect()
}

/// `scale` appended 3 times by launch_three, then 7 times by launch_seven: samples at its
/// launches 1 and 2 name launch_three, 4 and 8 launch_seven, each at its call's line, on every
/// call path and list kind. Built without -g, the symbol table still names both functions.
#[test]
fn a_kernel_launched_from_two_functions_has_both_call_sites() {
    let zebin = artifacts().kernel(VECTOR_OPS, Form::Zebin);
    let source = launch_source().display().to_string();
    let with_lines = build_launch("callsite_launch", &["-g"]);
    let without = build_launch("callsite_launch_nodebug", &[]);
    let mut runs = Vec::new();
    for path in ["link", "table", "dlsym"] {
        for list in ["immediate", "regular"] {
            runs.push((&with_lines, path, list));
        }
    }
    runs.push((&without, "link", "immediate"));
    for (binary, path, list) in runs {
        let name = format!(
            "callsites-{}-{path}-{list}",
            binary.file_name().unwrap().display()
        );
        let command = vec![
            binary.clone().into(),
            path.into(),
            list.into(),
            zebin.clone().into(),
            "scale".into(),
        ];
        let c = collect(&name, command);
        let kernel = c.kernel("scale");
        if kernel.dispatches != 10 {
            c.fail("scale ran 10 times");
        }
        let sites: Vec<(Option<&str>, &[u64], PythonState)> = kernel
            .call_sites
            .iter()
            .map(|s| (s.launched_from.as_deref(), &s.ordinals[..], s.python))
            .collect();
        let (three, seven) = if binary == &with_lines {
            (
                format!("launch_three ({source}:{})", c_site("THREE")),
                format!("launch_seven ({source}:{})", c_site("SEVEN")),
            )
        } else {
            let site_of = |s: &CallSiteEntry| match user_frame(&c, s) {
                StackFrame::Native { function, file, .. } => (function.clone(), file.clone()),
                StackFrame::Python { .. } => c.fail("a Python frame in a C program"),
            };
            let functions: Vec<_> = kernel.call_sites.iter().map(site_of).collect();
            if functions
                != [
                    (Some("launch_three".to_owned()), None),
                    (Some("launch_seven".to_owned()), None),
                ]
            {
                c.fail(&format!("{path}/{list} without -g: {functions:?}"));
            }
            continue;
        };
        let expected: Vec<(Option<&str>, &[u64], PythonState)> = vec![
            (Some(three.as_str()), &[1, 2], PythonState::Absent),
            (Some(seven.as_str()), &[4, 8], PythonState::Absent),
        ];
        if sites != expected {
            c.fail(&format!(
                "{path}/{list}: call sites {sites:?}, not {expected:?}"
            ));
        }
        // The function that called the launch is the framework frame too, shown once.
        let framework: Vec<_> = kernel
            .call_sites
            .iter()
            .map(|s| (s.launched_by.as_deref(), s.framework_frame == s.user_frame))
            .collect();
        if framework != [(Some("launch_three"), true), (Some("launch_seven"), true)] {
            c.fail(&format!("{path}/{list}: framework frames {framework:?}"));
        }
        if !c.output.stdout.contains("LAUNCHED FROM")
            || !c.output.stdout.contains(&format!(
                "launch_three (callsite_launch.c:{}) +1",
                c_site("THREE")
            ))
        {
            c.fail("the table shows LAUNCHED FROM, launch_three's line and +1 for launch_seven");
        }
    }
}

/// Through a ctypes.PyDLL helper the launches see the script's frames: vector_add's user frame
/// is add()'s line, scale's scale()'s, with the chain below them; the launch through
/// ctypes.CDLL (GIL released) names the script's line all the same; the launch from a thread the
/// helper started has no Python frames (`no-python-thread`) and names the helper's own line.
#[test]
fn python_launches_through_a_c_helper_name_the_script_lines() {
    let helper = build_launch(
        "libcallsite_helper.so",
        &["-g", "-DCS_HELPER", "-shared", "-fPIC"],
    );
    let zebin = artifacts().kernel(VECTOR_OPS, Form::Zebin);
    let script = python_script("callsite_launch.py");
    let command = vec![
        "/usr/bin/python3".into(),
        script.clone().into(),
        helper.into(),
        zebin.into(),
    ];
    let c = collect("callsites-python-helper", command);
    let script_path = script.display().to_string();
    let at = |marker: &str| line_marked(&script, &format!("# SITE-{marker}"));
    let chain = |function: &str, marker: &str, step_marker: &str| {
        vec![
            (script_path.clone(), at(marker), function.to_owned()),
            (script_path.clone(), at(step_marker), "step".to_owned()),
            (script_path.clone(), at("MAIN"), "<module>".to_owned()),
        ]
    };

    let helper_line = format!(
        "cs_launch ({}:{})",
        launch_source().display(),
        c_site("HELPER")
    );
    let add = c.kernel(VECTOR_ADD);
    let sites: Vec<_> = add
        .call_sites
        .iter()
        .map(|s| (s.launched_from.clone(), s.ordinals.clone(), s.python))
        .collect();
    let expected = [
        (
            Some(format!("{script_path}:{} add", at("ADD"))),
            vec![1, 2],
            PythonState::Frames,
        ),
        (Some(helper_line), vec![4], PythonState::NoPythonThread),
    ];
    // The helper's function is the framework frame beside the script's line; on the helper's
    // own thread it is the user frame too.
    let framework: Vec<_> = add
        .call_sites
        .iter()
        .map(|s| (s.launched_by.as_deref(), s.framework_frame == s.user_frame))
        .collect();
    if framework != [(Some("cs_launch"), false), (Some("cs_launch"), true)] {
        c.fail(&format!("vector_add's framework frames: {framework:?}"));
    }
    let shown = format!("callsite_launch.py:{} add → cs_launch", at("ADD"));
    if !c.output.stdout.contains(&format!("{shown} +1"))
        || c.report
            .cost_by_line
            .iter()
            .all(|l| l.launched_from != shown)
    {
        c.fail(&format!("the table and cost_by_line show {shown:?}"));
    }
    if add.dispatches != 4
        || sites != expected
        || python_chain(&c, &add.call_sites[0]) != chain("add", "ADD", "STEP-ADD")
        || !python_chain(&c, &add.call_sites[1]).is_empty()
    {
        c.fail(&format!("vector_add: {sites:?}, not {expected:?}"));
    }

    let scale = c.kernel("scale");
    let sites: Vec<_> = scale
        .call_sites
        .iter()
        .map(|s| (s.launched_from.clone(), s.ordinals.clone(), s.python))
        .collect();
    let expected = [
        (
            Some(format!("{script_path}:{} scale", at("SCALE"))),
            vec![1, 2, 4],
            PythonState::Frames,
        ),
        (
            Some(format!("{script_path}:{} <module>", at("RELEASED"))),
            vec![8],
            PythonState::Frames,
        ),
    ];
    if scale.dispatches != 8
        || sites != expected
        || python_chain(&c, &scale.call_sites[0]) != chain("scale", "SCALE", "STEP-SCALE")
        || python_chain(&c, &scale.call_sites[1])
            != [(script_path.clone(), at("RELEASED"), "<module>".to_owned())]
    {
        c.fail(&format!("scale: {sites:?}, not {expected:?}"));
    }
}

/// JAX 0.11.2 on Intel's oneAPI PJRT plugin (the modern root's /opt/jax), device-less pvc:
/// train() calls a jitted training step three times from one line, and XLA launches its
/// kernels from the plugin with the GIL released. Every kernel's dispatches are the loader
/// tracing layer's; every call site of every kernel has the script's frames; the kernels the
/// step ran (3 dispatches each, or 6 for a gemm it runs twice a step) name the step's line in
/// train(), the others the lines of init() and train() that made the data.
#[test]
#[ignore = "modern stack only: JAX on the oneAPI PJRT plugin"]
fn jax_kernels_name_the_script_line_that_ran_them() {
    require_modern_stack();
    let script = python_script("callsite_jax.py");
    let run = aotspy_tests::collect_counted(
        "callsites-jax",
        "pvc",
        &[
            // The plugin's own oneAPI runtime, not the stack's /opt/oneapi.
            ("LD_LIBRARY_PATH", "/opt/jax/lib"),
            ("JAX_PLATFORMS", "oneapi"),
        ],
        &["/opt/jax/bin/python".into(), script.clone().into()],
        "trained",
    );
    let c = &run.collection;
    if c.dispatches_by_kernel_origin() != run.counter.dispatches {
        c.fail(&format!(
            "dispatches differ from the tracing layer's: {:?}",
            run.counter.dispatches
        ));
    }
    let script_path = script.display().to_string();
    let at = |marker: &str| line_marked(&script, &format!("# SITE-{marker}"));
    let user_line = |site: &CallSiteEntry| match user_frame(c, site) {
        StackFrame::Python {
            file,
            line,
            function,
            ..
        } if *file == script_path => Some((*line, function.clone())),
        _ => None,
    };
    let step = (at("STEP"), "train".to_owned());
    let mut from_step = 0;
    // SYCL may launch on a worker thread of its own (seen on 2 of 148 sites in one run): such
    // a site has no Python frames to read (`no-python-thread`), and no others. Every other
    // site has the script's frames, and at least 90% of the kernels have only such sites.
    let on_worker = |site: &CallSiteEntry| {
        site.python == PythonState::NoPythonThread && python_chain(c, site).is_empty()
    };
    let mut all_sites_named = 0;
    for kernel in c.kernels() {
        if kernel.call_sites.is_empty() {
            c.fail(&format!("{} has no call site", kernel.name));
        }
        if !kernel.call_sites.iter().any(on_worker) {
            all_sites_named += 1;
        }
        for site in kernel.call_sites.iter().filter(|site| !on_worker(site)) {
            let chain = python_chain(c, site);
            // The user's line is the script's (the step's in train(), or one in init() or
            // train() that made the data), below JAX's frames, with train() and the
            // script's <module> under it.
            let user = user_line(site);
            let in_train = chain
                .iter()
                .any(|(file, _, function)| *file == script_path && function == "train");
            if site.python != PythonState::Frames
                || user.is_none()
                || !in_train
                || chain.last().map(|(_, line, f)| (*line, f.as_str()))
                    != Some((line_marked(&script, "train(3)"), "<module>"))
            {
                c.fail(&format!(
                    "{}: a call site without the script's frames: {:?} {chain:?}",
                    kernel.name, site.python
                ));
            }
        }
        if user_line(&kernel.call_sites[0]).as_ref() == Some(&step) {
            from_step += 1;
            if kernel.dispatches % 3 != 0 {
                c.fail(&format!(
                    "{} ran {} times from the step's line",
                    kernel.name, kernel.dispatches
                ));
            }
        }
    }
    if all_sites_named * 10 < c.kernels().len() * 9 {
        c.fail(&format!(
            "{all_sites_named} of {} kernels have the script's frames at every site",
            c.kernels().len()
        ));
    }
    if from_step < 5 {
        c.fail(&format!(
            "{from_step} kernels name the step's line {step:?}"
        ));
    }
    // XLA made every kernel (its fusions, and the GEMMs of the oneDNN its plugin links in), and
    // each site names XLA's thunk beside the script's line: a GEMM's CublasLtMatmulThunk, a
    // fusion's CustomKernelThunk, never oneDNN's, the executor's or SYCL's frames.
    const GEMM_THUNK: &str = "xla::gpu::CublasLtMatmulThunk::ExecuteOnStream";
    const KERNEL_THUNK: &str = "xla::gpu::CustomKernelThunk::ExecuteOnStream";
    for kernel in c.kernels() {
        if kernel.producer != Producer::Xla {
            c.fail(&format!(
                "{}'s producer is {}",
                kernel.name, kernel.producer
            ));
        }
        let thunk = if kernel.name == "gemm_kernel" {
            GEMM_THUNK
        } else {
            KERNEL_THUNK
        };
        for site in kernel.call_sites.iter().filter(|site| !on_worker(site)) {
            if site.launched_by.as_deref() != Some(thunk)
                || site.framework_frame.is_none()
                || site.framework_frame == site.user_frame
            {
                c.fail(&format!(
                    "{}: framework frame {:?} ({:?}), not {thunk}",
                    kernel.name, site.launched_by, site.framework_frame
                ));
            }
        }
    }
    // The table and the cost by line show the step's line with the GEMM thunk: the GEMMs the
    // step ran, 3 dispatches each (or 6), all from there.
    let step_gemm = format!("callsite_jax.py:{} train → {GEMM_THUNK}", at("STEP"));
    if !c.output.stdout.contains(&step_gemm) {
        c.fail(&format!("the table shows {step_gemm:?}"));
    }
    let line = c
        .report
        .cost_by_line
        .iter()
        .find(|l| l.launched_from == step_gemm);
    let gemms = line.map(|l| {
        let names: Vec<&str> = l
            .kernels
            .iter()
            .map(|k| c.kernels()[k.kernel].name.as_str())
            .collect();
        (names, l.dispatches, l.shared_dispatches)
    });
    match &gemms {
        Some((names, dispatches, 0))
            if !names.is_empty()
                && names.iter().all(|n| *n == "gemm_kernel")
                && *dispatches > 0
                && dispatches % 3 == 0 => {}
        _ => c.fail(&format!("the cost of {step_gemm:?}: {gemms:?}")),
    }
}

/// A C program whose launches (and module) are in a shared library of its own: the library's
/// function is the user frame and the framework frame, and the library, by its stem, the
/// producer; its 5 launches are one line's cost.
#[test]
fn a_programs_own_library_names_its_function_and_is_the_producer() {
    let library = build_launch(
        "libcallsite_ownlib.so",
        &["-g", "-DCS_HELPER", "-shared", "-fPIC"],
    );
    let dir = library.parent().unwrap().display().to_string();
    let main_source = aotspy_tests::manifest_dir()
        .join("c/callsite_lib_main.c")
        .canonicalize()
        .unwrap();
    let program = build_launch_from(
        &main_source,
        "callsite_lib_main",
        &[
            "-g",
            "-Wl,--no-as-needed",
            &format!("-L{dir}"),
            &format!("-Wl,-rpath,{dir}"),
            "-lcallsite_ownlib",
        ],
    );
    let zebin = artifacts().kernel(VECTOR_OPS, Form::Zebin);
    let c = collect("callsites-own-library", vec![program.into(), zebin.into()]);
    let scale = c.kernel("scale");
    let helper_line = format!(
        "cs_launch ({}:{})",
        launch_source().display(),
        c_site("HELPER")
    );
    let sites: Vec<_> = scale
        .call_sites
        .iter()
        .map(|s| {
            (
                s.launched_from.clone(),
                s.launched_by.as_deref(),
                s.framework_frame == s.user_frame,
                s.ordinals.clone(),
            )
        })
        .collect();
    let expected = [(Some(helper_line), Some("cs_launch"), true, vec![1, 2, 4])];
    if scale.dispatches != 5 || sites != expected {
        c.fail(&format!("scale: {sites:?}, not {expected:?}"));
    }
    let module = c.module_of(scale);
    if module.producer != Producer::Library("callsite_ownlib".into()) {
        c.fail(&format!("the producer is {:?}", module.producer));
    }
    let shown = format!("cs_launch (callsite_launch.c:{})", c_site("HELPER"));
    let costs: Vec<_> = c
        .report
        .cost_by_line
        .iter()
        .map(|l| (l.launched_from.as_str(), l.dispatches, l.shared_dispatches))
        .collect();
    if costs != [(shown.as_str(), 5, 0)] || !c.output.stdout.contains(&shown) {
        c.fail(&format!("cost by line {costs:?}, not {shown} 5"));
    }
}

/// dpnp: `c = a + b` and `d = a * b` in compute(), called from main(): each kernel's user frame
/// is its line, with compute, main and <module> below it.
#[test]
#[ignore = "modern stack only: dpnp"]
fn dpnp_operators_name_their_lines() {
    require_modern_stack();
    let script = python_script("callsite_dpnp.py");
    let c = collect(
        "callsites-dpnp",
        vec!["python3".into(), script.clone().into_os_string()],
    );
    let script_path = script.display().to_string();
    let at = |marker: &str| line_marked(&script, &format!("# SITE-{marker}"));
    for (marker, what) in [("ADD", "a + b"), ("MUL", "a * b")] {
        let line = format!("{script_path}:{} compute", at(marker));
        let kernels: Vec<_> = c
            .kernels()
            .iter()
            .filter(|k| {
                k.call_sites
                    .iter()
                    .any(|s| s.launched_from.as_deref() == Some(&line))
            })
            .collect();
        let [kernel] = kernels[..] else {
            c.fail(&format!(
                "one kernel launched from {line} ({what}): {}",
                kernels.len()
            ));
        };
        let site = kernel
            .call_sites
            .iter()
            .find(|s| s.launched_from.as_deref() == Some(&line))
            .unwrap();
        let user_chain: Vec<_> = python_chain(&c, site)
            .into_iter()
            .filter(|(file, ..)| *file == script_path)
            .collect();
        let expected = vec![
            (script_path.clone(), at(marker), "compute".to_owned()),
            (script_path.clone(), at("COMPUTE"), "main".to_owned()),
            (script_path.clone(), at("MAIN"), "<module>".to_owned()),
        ];
        if user_chain != expected || site.python != PythonState::Frames {
            c.fail(&format!("{what}: chain {user_chain:?}"));
        }
        // dpnp's own frames come first, in site-packages, and are library code.
        let innermost = site.stack(&c.report.call_site_frames).next();
        let Some(StackFrame::Python { file, library, .. }) = innermost else {
            c.fail("a Python frame first");
        };
        if !file.contains("/site-packages/dpnp/") || !library {
            c.fail(&format!("{what}: innermost frame {file}"));
        }
    }
}

/// The same program before and after a line was added above its launches: `aotspy diff` says
/// that `scale` is now launched from lines one further down, and nothing when a report is
/// compared with itself.
#[test]
fn diff_says_when_a_kernel_is_launched_from_other_lines() {
    let zebin = artifacts().kernel(VECTOR_OPS, Form::Zebin);
    let moved_dir = build_dir().join("callsite-moved");
    std::fs::create_dir_all(&moved_dir).unwrap();
    let moved_source = moved_dir.join("callsite_launch.c");
    let original = std::fs::read_to_string(launch_source()).unwrap();
    std::fs::write(&moved_source, format!("/* one line more */\n{original}")).unwrap();
    let mut reports = Vec::new();
    for (name, binary) in [
        (
            "callsites-diff-before",
            build_launch("callsite_launch", &["-g"]),
        ),
        (
            "callsites-diff-after",
            build_launch_from(&moved_source, "callsite_launch_moved", &["-g"]),
        ),
    ] {
        let command = vec![
            binary.into(),
            "link".into(),
            "immediate".into(),
            zebin.clone().into(),
            "scale".into(),
        ];
        reports.push(collect(name, command).out_dir);
    }
    let diff = |a: &Path, b: &Path| {
        let out = run(
            Command::new(aotspy_bin())
                .arg("diff")
                .arg(a)
                .arg(b)
                .arg("--json"),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
        let json: serde_json::Value = serde_json::from_str(&out.stdout)
            .unwrap_or_else(|e| panic!("diff --json is not JSON ({e}):\n{}", out.describe()));
        let scale = json["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["name"] == "scale")
            .unwrap_or_else(|| panic!("no scale in the diff:\n{json}"))
            .clone();
        scale["changes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_owned())
            .collect::<Vec<String>>()
    };
    let (three, seven) = (c_site("THREE"), c_site("SEVEN"));
    assert_eq!(
        diff(&reports[0], &reports[1]),
        [format!(
            "launched from: +launch_seven (callsite_launch.c:{}) +launch_three (callsite_launch.c:{}) \
             -launch_seven (callsite_launch.c:{seven}) -launch_three (callsite_launch.c:{three})",
            seven + 1,
            three + 1
        )]
    );
    assert_eq!(diff(&reports[0], &reports[0]), Vec::<String>::new());
}
