//! report.html as a browser shows it: its DOM in headless Chromium.

use crate::run::run;
use crate::run::RUN_TIMEOUT;
use crate::users::require;
use std::path::Path;
use std::process::Command;

/// The DOM of the report.html `page` in headless Chromium from `file://`, with `fragment` in the
/// URL, after the page's script ran, listings inflated included (the virtual time budget lets
/// the page's promises settle before the dump).
pub fn page_dom(page: &Path, fragment: &str) -> String {
    let found = Command::new("chromium")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    require(
        found,
        "chromium (scripts/setup and scripts/stack install it)",
    );
    let out = run(
        Command::new("chromium")
            .args(["--headless", "--disable-gpu", "--no-sandbox"])
            .args(["--virtual-time-budget=20000", "--dump-dom"])
            .arg(format!("file://{}#{fragment}", page.display())),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    out.stdout
}
