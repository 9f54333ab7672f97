//! Every launch and replay entry point, on every call path: exact counts. The entry points newer
//! than the host's loader 1.8.12 (API 1.4) run on the modern stack only; the table-version check
//! and the unattributed counts run on both (the DDI indices themselves: `level_zero_abi.rs`).

use aotspy_tests::schema::WarningKind;
use aotspy_tests::*;
use std::ffi::OsString;
use std::fs;
use std::process::Command;

use aotspy_ze_abi::ddi;

/// Every table the preload patches, asked for at every API version from 1.0 to the header's
/// (tests/c/ddi_versions.c): with the preload, the same slots are written as without it, for
/// every version (a hook past the entries of the version asked for would write past the
/// caller's struct), and the hooks are really in the tables.
#[test]
fn tables_of_every_version_are_patched_within_their_entries() {
    let dir = build_dir().join("ddi-check");
    fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("ddi_versions");
    let source = manifest_dir().join("c").join("ddi_versions.c");
    let built = run(
        Command::new("gcc")
            .args(["-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&exe)
            .arg(&source)
            .args(["-lze_loader", "-ldl"]),
        RUN_TIMEOUT,
    );
    assert!(built.status.success(), "gcc failed:\n{}", built.describe());
    let scratch = Scratch::new("ddi-versions");
    let tables = |preload: bool| {
        let mut cmd = Command::new(&exe);
        cmd.envs(EMULATE_ENV.iter().copied());
        if preload {
            // As under `collect --emulate`, so the residency hooks are installed too.
            cmd.env("LD_PRELOAD", preload_lib())
                .env("AOTSPY_EMULATED", "pvc")
                .env("AOTSPY_SOCKET", scratch.path("nobody.sock"))
                .env("AOTSPY_OUT", scratch.path("spool"));
        }
        let out = run(&mut cmd, RUN_TIMEOUT);
        assert!(out.status.success(), "{}", out.describe());
        // "<getter> 1.<minor> written [slots]" and "… hooked [slots]", keyed by their head.
        let lines: std::collections::BTreeMap<String, String> = out
            .stdout
            .lines()
            .filter_map(|l| l.split_once(" ["))
            .map(|(head, slots)| (head.to_owned(), slots.trim_end_matches(']').to_owned()))
            .collect();
        (lines, out)
    };
    let (alone, alone_out) = tables(false);
    let (preloaded, preloaded_out) = tables(true);
    let context = || {
        format!(
            "without the preload:\n{}\nwith it:\n{}",
            alone_out.stdout, preloaded_out.stdout
        )
    };
    for (head, slots) in &preloaded {
        let Some(table) = head.strip_suffix(" written") else {
            continue;
        };
        // A getter the loader lacks is answered by our export alone, writing nothing.
        let expected = alone.get(head).map_or("", String::as_str);
        assert_eq!(slots, expected, "{head}\n{}", context());
        let hooked = &preloaded[&format!("{table} hooked")];
        let written: Vec<&str> = slots.split(' ').collect();
        assert!(
            hooked
                .split(' ')
                .filter(|s| !s.is_empty())
                .all(|s| written.contains(&s)),
            "{table}: a hook outside the written slots\n{}",
            context()
        );
    }
    // The hooks are there, in the tables of every version: the launch entry of the command-list
    // table and, under emulation, the residency entry of the context table.
    for (getter, entry) in [
        (
            "zeGetCommandListProcAddrTable",
            &ddi::LIST_APPEND_LAUNCH_KERNEL,
        ),
        (
            "zeGetContextProcAddrTable",
            &ddi::CONTEXT_MAKE_MEMORY_RESIDENT,
        ),
    ] {
        let index = entry.index.to_string();
        let prefix = format!("{getter} 1.");
        let tables: Vec<_> = preloaded
            .iter()
            .filter(|(head, _)| head.starts_with(&prefix) && head.ends_with(" hooked"))
            .collect();
        assert!(!tables.is_empty(), "{}", context());
        for (head, hooked) in tables {
            assert!(
                hooked.split(' ').any(|s| s == index),
                "{head}: no hook at {index}\n{}",
                context()
            );
        }
    }
}

/// The case: 4 x WithParameters (scale) + 6 x WithArguments (saxpy) + 2 x
/// zeCommandListAppendLaunchKernel (fill) = 12 appends, per execution of a regular list.
fn newer_launches(path: CallPath, list: ListKind) {
    require_modern_stack();
    let c = Workload::new(path)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Zebin)
        .list_executed(list)
        .variant("with-parameters")
        .launch("scale=4")
        .variant("with-arguments")
        .launch("saxpy=6")
        .variant("plain")
        .launch("fill=2")
        .collect(&format!("entry-with-{}-{}", path.as_str(), list.as_str()));
    let x = list.executions();
    c.assert_dispatches(&[(SCALE, 4 * x), (SAXPY, 6 * x), (FILL, 2 * x)]);
}

macro_rules! newer_launch_tests {
    ($($name:ident: $path:ident, $list:ident;)*) => {$(
        #[test]
        #[ignore = "modern stack only: zeCommandListAppendLaunchKernelWith* are API 1.14, the host loader API 1.4"]
        fn $name() {
            newer_launches(CallPath::$path, ListKind::$list);
        }
    )*};
}

newer_launch_tests! {
    with_link_regular: Link, Regular;
    with_link_immediate: Link, Immediate;
    with_table_regular: Table, Regular;
    with_table_immediate: Table, Immediate;
    with_dlopen_regular: Dlopen, Regular;
    with_dlopen_immediate: Dlopen, Immediate;
    with_dlopen_table_regular: DlopenTable, Regular;
    with_dlopen_table_immediate: DlopenTable, Immediate;
}

/// A regular list with 3 launches, appended twice to an immediate list with
/// zeCommandListImmediateAppendCommandListsExp, and with its API 1.16 successor
/// ...WithParameters: 6 dispatches each time.
fn immediate_append(path: CallPath) {
    require_modern_stack();
    for replay in ["immediate-append", "immediate-append-with-parameters"] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .list(ListKind::Regular)
            .execute(2)
            .args(["--replay", replay])
            .launch("scale=3")
            .collect(&format!("entry-{replay}-{}", path.as_str()));
        c.assert_dispatches(&[(SCALE, 6)]);
    }
}

/// A mutable regular list: scale appended 3 times, each a mutable command; once closed, the
/// first command switches to fill (zeCommandListUpdateMutableCommandKernelsExp). 4 executions:
/// scale 2 x 4, fill 1 x 4.
fn mutable_kernel(path: CallPath) {
    require_modern_stack();
    let c = Workload::new(path)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Zebin)
        .list_executed(ListKind::Regular)
        .args(["--mutate", FILL])
        .launch("scale=3")
        .collect(&format!("entry-mutable-{}", path.as_str()));
    c.assert_dispatches(&[(SCALE, 8), (FILL, 4)]);
    // fill is never appended: the update that switched a command to it is its call site.
    for name in [SCALE, FILL] {
        let sites = &c.kernel(name).call_sites;
        if sites.is_empty() || sites.iter().any(|s| s.launched_from.is_none()) {
            c.fail(&format!("{name}: a call site in the workload's code"));
        }
    }
}

macro_rules! per_path_tests {
    ($run:ident, $why:literal: $($name:ident: $path:ident;)*) => {$(
        #[test]
        #[ignore = $why]
        fn $name() {
            $run(CallPath::$path);
        }
    )*};
}

per_path_tests! {
    immediate_append, "modern stack only: zeCommandListImmediateAppendCommandLists* are API 1.9 and 1.16, the host loader API 1.4":
    immediate_append_link: Link;
    immediate_append_table: Table;
    immediate_append_dlopen: Dlopen;
    immediate_append_dlopen_table: DlopenTable;
}

per_path_tests! {
    mutable_kernel, "modern stack only: mutable command-list kernels are API 1.10, the host loader API 1.4":
    mutable_kernel_link: Link;
    mutable_kernel_table: Table;
    mutable_kernel_dlopen: Dlopen;
    mutable_kernel_dlopen_table: DlopenTable;
}

/// A program that asks zeDriverGetExtensionFunctionAddress for the newer entry points and
/// falls back to its call path for those it does not get: counts stay exact either way, with the
/// issue's 12 launches on an immediate list. NEO 26.27 hands out none of these `ze*` names, so
/// here this covers the fallback; the hook that stands in for a driver-supplied function is the
/// one `dlsym` hands out for the driver's own functions
/// (`launch_entry_point_of_the_driver_library`).
#[test]
#[ignore = "modern stack only: the newer entry points are API 1.14+, the host loader API 1.4"]
fn extension_function_lookup_keeps_counts_exact() {
    require_modern_stack();
    for path in [CallPath::Link, CallPath::Dlopen] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .module(EXTRA_OPS, Form::Zebin)
            .arg("--ext")
            .list(ListKind::Immediate)
            .variant("with-parameters")
            .launch("scale=4")
            .variant("with-arguments")
            .launch("saxpy=6")
            .variant("plain")
            .launch("fill=2")
            .collect(&format!("entry-ext-{}", path.as_str()));
        let said = c
            .standalone
            .stderr
            .lines()
            .find(|l| l.starts_with("ext: ") && l.contains(" entry points from "));
        assert!(said.is_some(), "{}", c.standalone.stderr);
        eprintln!("{}: {}", path.as_str(), said.unwrap_or_default());
        c.assert_dispatches(&[(SCALE, 4), (SAXPY, 6), (FILL, 2)]);
    }
}

/// The driver library's own zeCommandListAppendLaunchKernel, taken with dlsym before zeInit
/// (before the loader asked for any table): dlsym hands out the hook, with the launch path's
/// caches prepared; no loader table is behind it, so each launch counts once.
#[test]
fn launch_entry_point_of_the_driver_library() {
    for path in [CallPath::Link, CallPath::Dlopen] {
        for list in ListKind::ALL {
            let c = Workload::new(path)
                .module(VECTOR_OPS, Form::Zebin)
                .list_executed(list)
                .arg("--driver-launch")
                .launch("scale=3")
                .collect(&format!(
                    "entry-driver-launch-{}-{}",
                    path.as_str(),
                    list.as_str()
                ));
            c.assert_dispatches(&[(SCALE, 3 * list.executions())]);
        }
    }
}

/// `workload` collected with `env` in front of it: its environment, not aotspy's.
fn collect_in_env(workload: &Workload, env: &[(&str, &str)], name: &str) -> Collection {
    let mut line: Vec<OsString> = vec!["env".into()];
    line.extend(env.iter().map(|(k, v)| OsString::from(format!("{k}={v}"))));
    line.extend(workload.command_line());
    let mut alone = Command::new(&line[0]);
    alone.args(&line[1..]).envs(EMULATE_ENV.iter().copied());
    let standalone = run(&mut alone, RUN_TIMEOUT);
    assert!(
        standalone.status.success(),
        "the workload alone failed:\n{}",
        standalone.describe()
    );
    collect_command(name, &[], &line, standalone, Outcome::Exit(0))
}

/// The loader's modes: its intercept layer (over the driver-DDI-handles path, and over the
/// classic handle-wrapping path) and the tracing layer put their own functions in the tables
/// above the driver's. The hooks wrap the outermost table only: never counted twice.
#[test]
#[ignore = "modern stack only: the newer entry points are API 1.14+, the host loader API 1.4"]
fn loader_modes_never_count_twice() {
    require_modern_stack();
    let modes: [&[(&str, &str)]; 4] = [
        &[],
        &[("ZE_ENABLE_LOADER_INTERCEPT", "1")],
        &[
            ("ZE_ENABLE_LOADER_INTERCEPT", "1"),
            ("ZE_ENABLE_LOADER_DRIVER_DDI_PATH", "0"),
        ],
        &[("ZE_ENABLE_TRACING_LAYER", "1")],
    ];
    for (i, env) in modes.iter().enumerate() {
        for path in CallPath::ALL {
            for list in ListKind::ALL {
                let workload = Workload::new(path)
                    .module(VECTOR_OPS, Form::Zebin)
                    .module(EXTRA_OPS, Form::Zebin)
                    .list_executed(list)
                    .variant("with-arguments")
                    .launch("saxpy=3")
                    .variant("plain")
                    .launch("fill=2");
                let c = collect_in_env(
                    &workload,
                    env,
                    &format!("entry-mode{i}-{}-{}", path.as_str(), list.as_str()),
                );
                let x = list.executions();
                c.assert_dispatches(&[(SAXPY, 3 * x), (FILL, 2 * x)]);
            }
        }
    }
}

/// The plain API on the host's loader 1.8.12 with its intercept layer forced on: the loader's
/// table wraps the driver's, and each launch still counts once.
#[test]
fn loader_intercept_never_counts_twice() {
    for path in CallPath::ALL {
        let workload = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .list_executed(ListKind::Regular)
            .launch("scale=3");
        let c = collect_in_env(
            &workload,
            &[("ZE_ENABLE_LOADER_INTERCEPT", "1")],
            &format!("entry-intercept-{}", path.as_str()),
        );
        c.assert_dispatches(&[(SCALE, 3 * EXECUTIONS as u64)]);
    }
}

fn unattributed(c: &Collection) -> (u64, u64, u64) {
    let u = &c.report.stats.unattributed;
    (
        u.unknown_kernel_launches,
        u.unknown_list_runs,
        u.unhooked_entries,
    )
}

/// Kernels created through the driver library's own table (which no loader table hands out, so
/// the preload never sees them created), launched 5 times through the loader: the 5 launches
/// are counted as unattributed and said in one warning line.
#[test]
fn launches_of_kernels_never_seen_created_are_counted() {
    for path in [CallPath::Link, CallPath::Dlopen] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .list(ListKind::Immediate)
            .args(["--driver-objects", "kernels"])
            .launch("scale=5")
            .collect(&format!("entry-unknown-kernel-{}", path.as_str()));
        assert!(c.kernels().is_empty(), "{:?}", c.dispatch_counts());
        assert_eq!(unattributed(&c), (5, 0, 0));
        assert_eq!(
            c.warning_kinds(),
            [&WarningKind::Unattributed],
            "{:?}",
            c.warnings()
        );
    }
}

/// A regular list created through the driver's own table and executed 4 times: 4 runs of a
/// list never seen created. Its appends went through the loader and counted once each, at
/// append, as on an immediate list (a list's kind is only known from its creation): that is
/// what the warning warns about.
#[test]
fn runs_of_lists_never_seen_created_are_counted() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .list_executed(ListKind::Regular)
        .args(["--driver-objects", "lists"])
        .launch("scale=3")
        .collect("entry-unknown-list");
    assert_eq!(unattributed(&c), (0, EXECUTIONS as u64, 0));
    assert_eq!(c.dispatch_counts()[SCALE], 3);
    assert_eq!(
        c.warning_kinds(),
        [&WarningKind::Unattributed],
        "{:?}",
        c.warnings()
    );
}
