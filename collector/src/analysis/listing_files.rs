//! How each kernel's listing is written into the report directory: once, compressed, as the
//! script report.html loads (`aotspy_report::listing`; its path is
//! `analysis::listing_cache::listing_path`).

use crate::analysis::analytics;
use crate::sys::files::write_derived_path;
use anyhow::Result;
use aotspy_report::listing;
use std::path::Path;

/// Writes the listing file of `text` with its `marks` at `path` in `out_dir`: replaced whole,
/// never through a planted link, private (and not rewritten when it already holds the same
/// bytes).
pub fn encode_and_write(
    out_dir: &Path,
    path: &str,
    text: &str,
    marks: &analytics::Marks,
) -> Result<()> {
    write_derived_path(&out_dir.join(path), &listing::encode(path, text, marks))
}
