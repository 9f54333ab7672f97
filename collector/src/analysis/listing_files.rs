//! How each kernel's listing is written into the report directory: once, compressed, as the
//! script report.html loads (`aotspy_report::listing`), at [`listing_path`].

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

/// Hex digits of the SHA-256 (a module's, whose id they begin, or a raw kernel's code's) that
/// prefix its listings' names, keeping same-named kernels of different code apart.
const HASH_PREFIX_HEX: usize = 8;

/// The path, relative to the report directory, of the listing of `kernel` of the code whose
/// SHA-256 is `sha256`: `asm/<hash prefix>-<kernel, made safe>.js`.
pub fn listing_path(sha256: &str, kernel: &str) -> String {
    let stem = format!("{}-{kernel}", &sha256[..HASH_PREFIX_HEX]);
    format!(
        "{}/{}",
        listing::DIR,
        crate::sys::files::safe_file_name(&stem, listing::EXTENSION)
    )
}
