//! The answer of [`super::find_sources`] kept whole for one set of wanted modules, files and
//! frame sizes (each file and its index entry as they are now, for one build of aotspy): a
//! report of the same captures against unchanged files reads it instead of asking again.

use super::index::SCAN_CACHE_DIR;
use super::wanted::Wanted;
use crate::sys::cache::{self, store_entry, FileKey};
use aotspy_binfmt::scan::FrameSizes;
use aotspy_report::ModuleSource;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// Where [`find_sources`] keeps the answer for one set of wanted modules, files and frame
/// sizes, each file and its index entry in the version they are now, for one build of aotspy.
pub(crate) const MEMO_DIR: &str = "provenance-v1";

pub(crate) const MEMO_MAGIC: &[u8; 8] = b"AOTSPYP1";

/// A [`find_sources`] answer, kept whole.
#[derive(Serialize, Deserialize)]
pub(crate) struct Memo {
    /// Files that had an index (the report's cache hits when the answer is read back).
    pub(crate) indexed_files: usize,
    pub(crate) sources: HashMap<String, ModuleSource>,
}

/// The memo's path for this question: named by the SHA-256 of everything the answer depends
/// on, so that anything changed (a file, a damaged or replaced index entry, another module,
/// another aotspy) asks anew. None without a build key.
pub(crate) fn memo_path(
    cache_dir: &Path,
    files: &BTreeSet<&str>,
    wanted: &BTreeMap<String, Wanted>,
    frame_sizes: &FrameSizes,
) -> Option<PathBuf> {
    /// A wanted module: its key, native, input and inputs' hashes, and its files.
    type Module<'a> = (
        &'a str,
        Option<&'a str>,
        &'a str,
        &'a [String],
        Vec<&'a str>,
    );
    #[derive(Serialize)]
    struct Question<'a> {
        build: FileKey,
        /// Each file, its version and its index entry's.
        files: Vec<(&'a str, Option<FileKey>, Option<FileKey>)>,
        wanted: Vec<Module<'a>>,
        frame_sizes: (&'a BTreeSet<u64>, u64),
    }
    let scan_dir = cache_dir.join(SCAN_CACHE_DIR);
    let version = |path: &Path| std::fs::metadata(path).ok().map(|m| FileKey::of(&m));
    let question = Question {
        build: cache::this_build()?,
        files: files
            .iter()
            .map(|&file| {
                let key = version(Path::new(file));
                let entry = key.and_then(|k| version(&scan_dir.join(k.file_name("idx"))));
                (file, key, entry)
            })
            .collect(),
        wanted: wanted
            .iter()
            .map(|(key, w)| {
                (
                    key.as_str(),
                    w.native_sha256.as_deref(),
                    w.input_sha256,
                    w.input_sha256s,
                    w.files.iter().copied().collect(),
                )
            })
            .collect(),
        frame_sizes: (&frame_sizes.exact, frame_sizes.at_most),
    };
    let bytes = serde_json::to_vec(&question).ok()?;
    let name = aotspy_binfmt::sha256_hex(&bytes);
    Some(cache_dir.join(MEMO_DIR).join(format!("{name}.json")))
}

pub(crate) fn read_memo(path: &Path) -> Option<Memo> {
    decode_memo(&std::fs::read(path).ok()?)
}

/// The memo in `bytes`, if it is intact (the cache is untrusted: see [`cache::unseal`]).
pub(crate) fn decode_memo(bytes: &[u8]) -> Option<Memo> {
    serde_json::from_slice(cache::unseal(MEMO_MAGIC, bytes)?).ok()
}

/// Memos kept: past them the least recently written go (each names one capture against one
/// version of its files, so old ones are seldom asked again).
pub(crate) const MAX_MEMOS: usize = 256;

/// Stored whole; a failure only costs the next re-render the lookups. Then the directory is
/// kept to [`MAX_MEMOS`].
pub(crate) fn store_memo(path: &Path, memo: &Memo) {
    let json = serde_json::to_vec(memo).expect("a memo serializes");
    if store_entry(path, &cache::seal(MEMO_MAGIC, &json)).is_ok() {
        if let Some(dir) = path.parent() {
            prune_memos(dir, MAX_MEMOS);
        }
    }
}

/// Removes the least recently written memos of `dir` beyond `keep`.
pub(crate) fn prune_memos(dir: &Path, keep: usize) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut memos: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    if memos.len() <= keep {
        return;
    }
    memos.sort();
    for (_, path) in &memos[..memos.len() - keep] {
        let _ = std::fs::remove_file(path);
    }
}
