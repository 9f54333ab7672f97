//! The bundled example (`examples/vector_add`), built as `scripts/demo` builds it and collected.

use crate::locations::build_dir;
use crate::locations::manifest_dir;
use crate::report::Collection;
use crate::run::run;
use crate::run::Outcome;
use crate::run::RUN_TIMEOUT;
use crate::stack::EMULATE_ENV;
use crate::workload::collect_command;
use std::fs;
use std::path::Path;
use std::process::Command;

/// examples/vector_add built as scripts/demo builds it, into `dir`.
pub fn build_example(dir: &Path) {
    build_example_with(dir, &[]);
}

/// [`build_example`] with `kernel_options` (e.g. `-ze-opt-large-register-file`) for the AOT
/// kernels.
pub fn build_example_with(dir: &Path, kernel_options: &[&str]) {
    let src = manifest_dir().join("../examples/vector_add");
    fs::create_dir_all(dir).unwrap();
    let steps: [&[&str]; 2] = [
        &[
            "-file",
            "kernels.cl",
            "-device",
            "pvc,dg2-g10",
            "--format",
            "zebin",
            "-output",
            "kernels",
        ],
        &[
            "-file",
            "normalize.cl",
            "-device",
            "pvc",
            "-spv_only",
            "-output",
            "normalize",
        ],
    ];
    for (n, step) in steps.iter().enumerate() {
        let mut ocloc = Command::new("ocloc");
        ocloc.arg("compile").args(*step);
        if n == 0 && !kernel_options.is_empty() {
            ocloc.arg("-options").arg(kernel_options.join(" "));
        }
        let out = run(
            ocloc
                .arg("-output_no_suffix")
                .arg("-out_dir")
                .arg(dir)
                .current_dir(&src),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
    }
    let out = run(
        Command::new("gcc")
            .args(["-std=gnu11", "-O2", "-g", "-o"])
            .arg(dir.join("vector_add"))
            .arg(src.join("main.c"))
            .arg("-lze_loader"),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
}

/// The example built by [`build_example_with`] into `<build dir>/<name>`, run under
/// `aotspy collect --emulate pvc` (see [`collect_command`]).
pub fn collect_example(name: &str, kernel_options: &[&str]) -> Collection {
    let dir = build_dir().join(name);
    build_example_with(&dir, kernel_options);
    let standalone = run(
        Command::new(dir.join("vector_add"))
            .arg(&dir)
            .envs(EMULATE_ENV.iter().copied()),
        RUN_TIMEOUT,
    );
    collect_command(
        name,
        &[],
        &[dir.join("vector_add").into(), dir.clone().into()],
        standalone,
        Outcome::Exit(0),
    )
}
