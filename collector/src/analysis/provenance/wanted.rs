//! The modules whose sources are looked for: every module of a process with mapped files, with
//! the hashes it may be found under and the files that could hold it.

use crate::analysis::mapped_sources::source_files;
use crate::analysis::names::{modules_of, NameFindings};
use crate::ingest::capture::{module_key, ProcessCapture};
use std::collections::{BTreeMap, BTreeSet};

/// The hashes a module may be found under, and the files that could hold it.
pub(crate) struct Wanted<'a> {
    pub(crate) native_sha256: Option<String>,
    pub(crate) input_sha256: &'a str,
    pub(crate) input_sha256s: &'a [String],
    pub(crate) files: BTreeSet<&'a str>,
}

/// Every module of a process with mapped files (its own and the images its kernels' names
/// matched), by its key in the inventory, with the files of every process that created it.
pub(crate) fn wanted_modules<'a>(
    captures: &'a [ProcessCapture],
    names: &'a NameFindings,
) -> BTreeMap<String, Wanted<'a>> {
    let mut wanted: BTreeMap<String, Wanted> = BTreeMap::new();
    for (index, capture) in captures.iter().enumerate() {
        if capture.mapped_files.is_empty() {
            continue;
        }
        for (_, module) in modules_of(capture, names.of(index)) {
            let entry = wanted.entry(module_key(module)).or_insert_with(|| Wanted {
                // Set by the capture from the bytes (hashed once, there) whenever they came.
                native_sha256: (!module.native_binary.is_empty())
                    .then(|| module.native_sha256.clone())
                    .flatten(),
                input_sha256: &module.input_sha256,
                input_sha256s: &module.input_sha256s,
                files: BTreeSet::new(),
            });
            entry.files.extend(source_files(&capture.mapped_files));
        }
    }
    wanted
}
