//! Dispatch counts must be exact whichever way the program reaches Level Zero (linked loader,
//! dispatch tables, dlopen + dlsym like SYCL/oneMKL/oneDNN, tables through dlopen), for regular
//! command lists executed several times and for immediate command lists.

use aotspy_tests::*;

/// Two zebin modules; vector_add x3, scale x2, saxpy x1 appended, fill created but never
/// launched. Regular lists are executed EXECUTIONS times.
fn counts(path: CallPath, list: ListKind) {
    let c = Workload::new(path)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Zebin)
        .list_executed(list)
        .launch(&format!("{VECTOR_ADD}=3"))
        .launch("scale=2")
        .launch("fill=0")
        .launch("saxpy=1")
        .collect(&format!("paths-{}-{}", path.as_str(), list.as_str()));
    let x = list.executions();
    c.assert_dispatches(&[(VECTOR_ADD, 3 * x), (SCALE, 2 * x), (SAXPY, x)]);
    for name in [VECTOR_ADD, SCALE, SAXPY] {
        let k = c.kernel(name);
        assert_eq!(c.module_of(k).origin, "aot");
    }
}

macro_rules! path_tests {
    ($($name:ident: $path:ident, $list:ident;)*) => {$(
        #[test]
        fn $name() {
            counts(CallPath::$path, ListKind::$list);
        }
    )*};
}

path_tests! {
    link_regular: Link, Regular;
    link_immediate: Link, Immediate;
    table_regular: Table, Regular;
    table_immediate: Table, Immediate;
    dlopen_regular: Dlopen, Regular;
    dlopen_immediate: Dlopen, Immediate;
    dlopen_table_regular: DlopenTable, Regular;
    dlopen_table_immediate: DlopenTable, Immediate;
}

/// The dispatch tables handed out before zeInit must not be needed: the workload takes them after
/// zeInit (as the loader requires), and a JIT module through the tables is seen too.
#[test]
fn dlopen_table_spirv_module() {
    let c = Workload::new(CallPath::DlopenTable)
        .module(VECTOR_OPS, Form::Spirv)
        .list_executed(ListKind::Regular)
        .launch("scale=5")
        .collect("paths-dlopen-table-spirv");
    c.assert_dispatches(&[(SCALE, 5 * EXECUTIONS as u64)]);
    assert_eq!(c.module_of(c.kernel(SCALE)).origin, "jit");
}
