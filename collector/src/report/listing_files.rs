//! Where each kernel's listing goes in the report directory and how it is written: once,
//! compressed, as the script report.html loads (`aotspy_report::listing`).

use crate::analysis::analytics;
use crate::sys::files::write_derived_path;
use anyhow::Result;
use aotspy_report::listing;
use std::path::Path;

pub use crate::analysis::listing_cache::listing_path as path_for;

/// Writes the listing file `bytes` at `path` in `out_dir`: replaced whole, never through a
/// planted link, private (and not rewritten when it already holds the same bytes).
pub fn write(out_dir: &Path, path: &str, bytes: &[u8]) -> Result<()> {
    write_derived_path(&out_dir.join(path), bytes)
}

/// Writes the listing file of `text` with its `marks` at `path` in `out_dir`.
pub fn encode_and_write(
    out_dir: &Path,
    path: &str,
    text: &str,
    marks: &analytics::Marks,
) -> Result<()> {
    write(out_dir, path, &listing::encode(path, text, marks))
}
