//! Every launch API, every command-list lifecycle: exact dispatch counts.

use aotspy_tests::*;

/// scale x3 through one launch API, on every call path and list kind.
fn variant(variant: &str, path: CallPath, list: ListKind) {
    let c = Workload::new(path)
        .module(VECTOR_OPS, Form::Zebin)
        .list_executed(list)
        .variant(variant)
        .launch("scale=3")
        .collect(&format!(
            "variant-{variant}-{}-{}",
            path.as_str(),
            list.as_str()
        ));
    c.assert_dispatches(&[(SCALE, 3 * list.executions())]);
}

/// zeCommandListAppendLaunchMultipleKernelsIndirect with two kernels per call, twice:
/// each call dispatches both.
fn multi_indirect(path: CallPath, list: ListKind) {
    let c = Workload::new(path)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Zebin)
        .list_executed(list)
        .variant("multi-indirect")
        .launch("scale,fill=2")
        .collect(&format!(
            "variant-multi-indirect-{}-{}",
            path.as_str(),
            list.as_str()
        ));
    let x = list.executions();
    c.assert_dispatches(&[(SCALE, 2 * x), (FILL, 2 * x)]);
}

macro_rules! variant_tests {
    ($($name:ident: $variant:literal, $path:ident, $list:ident;)*) => {$(
        #[test]
        fn $name() {
            variant($variant, CallPath::$path, ListKind::$list);
        }
    )*};
}

variant_tests! {
    plain_link_regular: "plain", Link, Regular;
    plain_link_immediate: "plain", Link, Immediate;
    cooperative_link_regular: "cooperative", Link, Regular;
    cooperative_link_immediate: "cooperative", Link, Immediate;
    cooperative_table_regular: "cooperative", Table, Regular;
    cooperative_table_immediate: "cooperative", Table, Immediate;
    cooperative_dlopen_regular: "cooperative", Dlopen, Regular;
    cooperative_dlopen_table_immediate: "cooperative", DlopenTable, Immediate;
    indirect_link_regular: "indirect", Link, Regular;
    indirect_link_immediate: "indirect", Link, Immediate;
    indirect_table_regular: "indirect", Table, Regular;
    indirect_table_immediate: "indirect", Table, Immediate;
    indirect_dlopen_immediate: "indirect", Dlopen, Immediate;
    indirect_dlopen_table_regular: "indirect", DlopenTable, Regular;
}

macro_rules! multi_indirect_tests {
    ($($name:ident: $path:ident, $list:ident;)*) => {$(
        #[test]
        fn $name() {
            multi_indirect(CallPath::$path, ListKind::$list);
        }
    )*};
}

multi_indirect_tests! {
    multi_indirect_link_regular: Link, Regular;
    multi_indirect_link_immediate: Link, Immediate;
    multi_indirect_table_regular: Table, Regular;
    multi_indirect_table_immediate: Table, Immediate;
    multi_indirect_dlopen_regular: Dlopen, Regular;
    multi_indirect_dlopen_table_immediate: DlopenTable, Immediate;
}

/// Plain, indirect and cooperative launches mixed on one immediate list. (NEO 22.43 refuses
/// cooperative and other kernels in one regular list, and a cooperative launch next to a
/// multi-kernel indirect one on an immediate list, with ZE_RESULT_ERROR_INVALID_ARGUMENT.)
#[test]
fn mixed_variants_one_immediate_list() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Zebin)
        .list(ListKind::Immediate)
        .launch(&format!("{VECTOR_ADD}=1"))
        .variant("indirect")
        .launch("scale,fill=2")
        .variant("cooperative")
        .launch(&format!("{REDUCE}=4"))
        .variant("plain")
        .launch("saxpy=3")
        .collect("variants-mixed-immediate");
    c.assert_dispatches(&[
        (VECTOR_ADD, 1),
        (SCALE, 2),
        (FILL, 2),
        (SAXPY, 3),
        (REDUCE, 4),
    ]);
}

/// Appended, then zeCommandListReset before any execution: those appends never run. The same
/// launches appended again and executed 3 times count 3 times.
#[test]
fn reset_discards_unexecuted_appends() {
    for path in [CallPath::Link, CallPath::Table] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=2")
            .args(["--reset", "discard"])
            .execute(3)
            .collect(&format!("reset-discard-{}", path.as_str()));
        c.assert_dispatches(&[(SCALE, 6)]);
    }
}

/// Appended, reset, appended again, closed, never executed: nothing ran.
#[test]
fn reset_and_never_executed() {
    let c = Workload::new(CallPath::Dlopen)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2")
        .args(["--reset", "discard"])
        .execute(0)
        .collect("reset-never-executed");
    c.assert_dispatches(&[]);
}

/// Executed twice, reset, re-recorded, executed twice more: both recordings count.
#[test]
fn reset_after_execution_and_rerecord() {
    for path in [CallPath::Link, CallPath::DlopenTable] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=2")
            .launch(&format!("{VECTOR_ADD}=1"))
            .args(["--reset", "rerecord"])
            .execute(2)
            .collect(&format!("reset-rerecord-{}", path.as_str()));
        c.assert_dispatches(&[(SCALE, 8), (VECTOR_ADD, 4)]);
    }
}

/// A regular list closed but never executed dispatches nothing.
#[test]
fn closed_never_executed() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=7")
        .execute(0)
        .collect("never-executed");
    c.assert_dispatches(&[]);
}

/// Three lists executed together by one zeCommandQueueExecuteCommandLists call, twice.
#[test]
fn several_lists_in_one_execute() {
    for path in [CallPath::Link, CallPath::Table] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .module(EXTRA_OPS, Form::Zebin)
            .launch("scale=1")
            .launch("fill=2")
            .launch("saxpy=3")
            .launch(&format!("{VECTOR_ADD}=4"))
            .args(["--split", "3"])
            .execute(2)
            .collect(&format!("split-{}", path.as_str()));
        c.assert_dispatches(&[(SCALE, 2), (FILL, 4), (SAXPY, 6), (VECTOR_ADD, 8)]);
    }
}

/// Four threads append and execute at once, each on its own list, sharing the kernels.
#[test]
fn threads() {
    for list in ListKind::ALL {
        let c = Workload::new(CallPath::Dlopen)
            .module(VECTOR_OPS, Form::Zebin)
            .list_executed(list)
            .launch("scale=25")
            .launch(&format!("{VECTOR_ADD}=10"))
            .args(["--threads", "4"])
            .collect(&format!("threads-{}", list.as_str()));
        let x = list.executions();
        c.assert_dispatches(&[(SCALE, 100 * x), (VECTOR_ADD, 40 * x)]);
    }
}

/// Kernel A launched and destroyed, then kernel B created (this driver hands out A's old handle
/// again) and launched: A's count must not include B's launches, nor B's A's.
#[test]
fn destroyed_kernel_handle_reused() {
    for path in CallPath::ALL {
        for list in ListKind::ALL {
            let w = Workload::new(path)
                .module(VECTOR_OPS, Form::Zebin)
                .list_executed(list)
                .args(["--reuse", &format!("scale=2,{VECTOR_ADD}=5")]);
            let alone = w.run_standalone_expect(0);
            assert!(
                alone.stderr.contains("reuse: kernel handle reused"),
                "the driver no longer reuses the destroyed kernel's handle; the scenario \
                 tests less than it says:\n{}",
                alone.describe()
            );
            let c = w.collect(&format!("reuse-{}-{}", path.as_str(), list.as_str()));
            let x = list.executions();
            c.assert_dispatches(&[(SCALE, 2 * x), (VECTOR_ADD, 5 * x)]);
        }
    }
}

/// Modules and kernels created, used and destroyed three times over.
#[test]
fn repeated_create_destroy() {
    let c = Workload::new(CallPath::Table)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Spirv)
        .launch("scale=3")
        .launch("fill=1")
        .args(["--repeat", "3"])
        .execute(2)
        .collect("repeat");
    c.assert_dispatches(&[(SCALE, 18), (FILL, 6)]);
}

/// Nothing destroyed before exit: the counts still arrive.
#[test]
fn nothing_destroyed() {
    for list in ListKind::ALL {
        let c = Workload::new(CallPath::Dlopen)
            .module(VECTOR_OPS, Form::Zebin)
            .list_executed(list)
            .launch("scale=3")
            .arg("--leak")
            .collect(&format!("leak-{}", list.as_str()));
        c.assert_dispatches(&[(SCALE, 3 * list.executions())]);
    }
}
