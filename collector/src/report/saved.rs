//! A report directory read back: its report.json through the typed report, refused with what
//! to do when another schema version wrote it.

use anyhow::{Context, Result};
use aotspy_report::{Report, SCHEMA_VERSION};
use std::path::Path;

/// The report in the report directory `dir`.
pub fn read(dir: &Path) -> Result<Report> {
    let json = dir.join("report.json");
    // A report directory may come from elsewhere (a pull request's): a FIFO named report.json
    // is refused, not waited on.
    let bytes = crate::sys::files::read_regular(&json, None)
        .with_context(|| format!("cannot read {}", json.display()))?;
    #[derive(serde::Deserialize)]
    struct Versions {
        schema_version: u32,
        aotspy_version: Option<String>,
    }
    // The version first: a report of another version may deserialize and mean other things
    // (version 3 made `asm` a listing file).
    if let Ok(v) = serde_json::from_slice::<Versions>(&bytes) {
        if v.schema_version != SCHEMA_VERSION {
            anyhow::bail!(
                "{} has report schema version {} (aotspy {}), this aotspy reads version \
                 {SCHEMA_VERSION}: render it again with `aotspy report {}` (its streams/ are read)",
                json.display(),
                v.schema_version,
                v.aotspy_version.as_deref().unwrap_or("unknown"),
                dir.display()
            );
        }
    }
    serde_json::from_slice(&bytes)
        .with_context(|| format!("{} is not a report.json of this aotspy", json.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// A report.json of an older schema says how to get one this aotspy reads; a file that is
    /// no report at all says so.
    #[test]
    fn a_report_of_another_schema_version_says_to_render_it_again() {
        let dir = tempfile::tempdir().unwrap();
        let json = dir.path().join("report.json");
        let old = br#"{"schema_version": 1, "aotspy_version": "0.1.0", "kernels": []}"#;
        fs::write(&json, old).unwrap();
        let message = format!("{:#}", read(dir.path()).err().unwrap());
        assert!(
            message.contains("has report schema version 1 (aotspy 0.1.0)")
                && message.contains(&format!("this aotspy reads version {}", SCHEMA_VERSION))
                && message.contains(&format!("`aotspy report {}`", dir.path().display())),
            "{message}"
        );
        // Version 4 wrote warnings and notes as text alone: refused the same way, not misread.
        let text_warnings =
            br#"{"schema_version": 4, "aotspy_version": "0.2.0", "warnings": ["w"]}"#;
        fs::write(&json, text_warnings).unwrap();
        let message = format!("{:#}", read(dir.path()).err().unwrap());
        assert!(
            message.contains("has report schema version 4 (aotspy 0.2.0)")
                && message.contains(&format!("`aotspy report {}`", dir.path().display())),
            "{message}"
        );
        fs::write(&json, b"[1, 2]").unwrap();
        let message = format!("{:#}", read(dir.path()).err().unwrap());
        assert!(
            message.contains("is not a report.json of this aotspy"),
            "{message}"
        );
    }
}
