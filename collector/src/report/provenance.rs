//! Which library a captured module came from: the device images (found by `aotspy extract`'s
//! scan) in the executable files the process had mapped, matched to the module by content hash.
//!
//! A function of the captures: [`find_sources`] gives each module (by its key in the model)
//! the place its bytes were found, and the model takes that map as one of its inputs.
//!
//! Each library is scanned once, ever: the scan indexes every image in it (hash and place) and
//! keeps that index in `scan/` of aotspy's cache directory, keyed by the file's device, inode,
//! size and modification time. Later reports (and runs) read the index and only look up the
//! hashes of the captured modules. Files are scanned in parallel; what is not ELF is skipped
//! after reading four bytes.

use super::model::module_key;
use crate::ingest::capture::ProcessCapture;
use crate::sys::mapped::MappedFile;
use aotspy_binfmt::scan::{self, ScanOptions};
use aotspy_binfmt::sha256_hex;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Where a module's bytes sit in a file the process had mapped.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct ModuleSource {
    pub file: String,
    /// The host ELF section holding the image (or the compressed frame it was decoded from).
    pub section: Option<String>,
    /// File offset of the image, or of the compressed frame holding it.
    pub offset: u64,
    /// `zstd > ar > zebin`, `offload-bundle > spirv`.
    pub nesting: String,
    /// `native` when the file holds the very binary the device runs, `input` when it holds what
    /// the program passed to `zeModuleCreate` (a fat binary, or SPIR-V the driver compiled).
    pub matched: &'static str,
    /// The offload target the bundle entry, OffloadBinary or section names
    /// (`sycl-spir64-unknown-unknown`), where the file says.
    pub target: Option<String>,
    /// The ocloc fat binary member the image is, where it is one.
    pub ar_member: Option<String>,
    /// For a program made of several inputs: which input (from 0) was found here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input: Option<u32>,
}

/// What the search did, for `stats.provenance` in report.json.
#[derive(Serialize, Debug, Clone, Default, PartialEq, Eq)]
pub struct ScanStats {
    /// Distinct mapped files of processes that created modules.
    pub files_considered: usize,
    /// Files read and indexed by this report.
    pub files_scanned: usize,
    /// Files whose index came from the scan cache.
    pub scan_cache_hits: usize,
    /// Cache entries that failed their checks (corrupt, truncated, another file's) and were
    /// scanned again.
    pub scan_cache_rejected: usize,
    /// Bytes of the files scanned by this report.
    pub bytes_scanned: u64,
    /// Modules whose bytes were found in a mapped file.
    pub modules_found: usize,
}

/// Module key (as in the model) → where its bytes were found, and what finding them took.
#[derive(Debug, Default)]
pub struct Provenance {
    pub sources: HashMap<String, ModuleSource>,
    pub stats: ScanStats,
}

/// The hashes a module may be found under, and the files that could hold it.
struct Wanted<'a> {
    native_sha256: Option<String>,
    input_sha256: &'a str,
    input_sha256s: &'a [String],
    files: BTreeSet<&'a str>,
}

/// Finds, for every captured module, the mapped file and image its bytes came from, indexing
/// each file through the scan cache in `cache_dir` (or without a cache when there is none).
pub fn find_sources(captures: &[ProcessCapture], cache_dir: Option<&Path>) -> Provenance {
    let mut wanted: BTreeMap<String, Wanted> = BTreeMap::new();
    for capture in captures.iter().filter(|c| !c.mapped_files.is_empty()) {
        for module in capture.modules.values() {
            let entry = wanted.entry(module_key(module)).or_insert_with(|| Wanted {
                native_sha256: (!module.native_binary.is_empty())
                    .then(|| sha256_hex(&module.native_binary)),
                input_sha256: &module.input_sha256,
                input_sha256s: &module.input_sha256s,
                files: BTreeSet::new(),
            });
            entry
                .files
                .extend(capture.mapped_files.iter().map(String::as_str));
        }
    }
    let files: BTreeSet<&str> = wanted
        .values()
        .flat_map(|w| w.files.iter().copied())
        .collect();
    let counters = Counters::default();
    let indexes: HashMap<&str, Vec<IndexedImage>> = files
        .par_iter()
        .filter_map(|&file| Some((file, index_of(Path::new(file), cache_dir, &counters)?)))
        .collect();

    // hash → (file, image), files in name order so that a hash found twice has one answer.
    let mut by_hash: HashMap<&str, Vec<(&str, &IndexedImage)>> = HashMap::new();
    for &file in &files {
        for image in indexes.get(file).into_iter().flatten() {
            by_hash
                .entry(image.sha256.as_str())
                .or_default()
                .push((file, image));
        }
    }
    let find = |sha: &str, wanted: &Wanted| {
        by_hash
            .get(sha)?
            .iter()
            .find(|(file, _)| wanted.files.contains(file))
            .copied()
    };
    let mut sources = HashMap::new();
    for (key, module) in &wanted {
        let native = module
            .native_sha256
            .as_deref()
            .and_then(|sha| find(sha, module))
            .map(|hit| (hit, "native", None));
        let whole_input = || find(module.input_sha256, module).map(|hit| (hit, "input", None));
        let one_input = || {
            module
                .input_sha256s
                .iter()
                .zip(0u32..)
                .find_map(|(sha, index)| find(sha, module).map(|hit| (hit, "input", Some(index))))
        };
        if let Some(((file, image), matched, input)) =
            native.or_else(whole_input).or_else(one_input)
        {
            sources.insert(
                key.clone(),
                ModuleSource {
                    file: file.to_owned(),
                    section: image.section.clone(),
                    offset: image.offset,
                    nesting: image.nesting.clone(),
                    matched,
                    target: image.target.clone(),
                    ar_member: image.ar_member.clone(),
                    input,
                },
            );
        }
    }
    Provenance {
        stats: ScanStats {
            files_considered: files.len(),
            files_scanned: counters.scanned.load(Ordering::Relaxed),
            scan_cache_hits: counters.cache_hits.load(Ordering::Relaxed),
            scan_cache_rejected: counters.cache_rejected.load(Ordering::Relaxed),
            bytes_scanned: counters.bytes_scanned.load(Ordering::Relaxed),
            modules_found: sources.len(),
        },
        sources,
    }
}

#[derive(Default)]
struct Counters {
    scanned: AtomicUsize,
    cache_hits: AtomicUsize,
    cache_rejected: AtomicUsize,
    bytes_scanned: AtomicU64,
}

/// One image or ocloc fat binary in a file: its hash and where it is.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
struct IndexedImage {
    sha256: String,
    section: Option<String>,
    offset: u64,
    nesting: String,
    target: Option<String>,
    ar_member: Option<String>,
}

/// Names one version of one file: a file rewritten or replaced gets another key.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
struct FileKey {
    device: u64,
    inode: u64,
    size: u64,
    mtime_s: i64,
    mtime_ns: i64,
}

impl FileKey {
    fn of(meta: &std::fs::Metadata) -> FileKey {
        FileKey {
            device: meta.dev(),
            inode: meta.ino(),
            size: meta.size(),
            mtime_s: meta.mtime(),
            mtime_ns: meta.mtime_nsec(),
        }
    }

    fn file_name(&self) -> String {
        format!(
            "{:x}-{:x}-{:x}-{}.{:09}.idx",
            self.device, self.inode, self.size, self.mtime_s, self.mtime_ns
        )
    }
}

/// A cache entry: `ENTRY_MAGIC`, the SHA-256 of the payload, then the payload (postcard).
#[derive(Serialize, Deserialize)]
struct CacheEntry {
    key: FileKey,
    images: Vec<IndexedImage>,
}

/// Changes whenever the index's layout or what the scanner finds changes, so an older
/// aotspy's entries are not read as complete.
const SCAN_CACHE_DIR: &str = "scan/v1";
const ENTRY_MAGIC: &[u8; 8] = b"AOTSPYSC";
const SHA256_BYTES: usize = 32;
const ELF_MAGIC: &[u8; 4] = b"\x7fELF";

/// The images in `path`, from the cache or by scanning it; `None` for what is no readable
/// regular ELF file (sockets, devices, `(deleted)` mappings, data).
fn index_of(
    path: &Path,
    cache_dir: Option<&Path>,
    counters: &Counters,
) -> Option<Vec<IndexedImage>> {
    let mut file = std::fs::File::open(path).ok()?;
    let meta = file.metadata().ok().filter(|m| m.is_file())?;
    let mut magic = [0u8; 4];
    file.read_exact(&mut magic).ok()?;
    if &magic != ELF_MAGIC {
        return None;
    }
    let key = FileKey::of(&meta);
    let entry_path = cache_dir.map(|dir| dir.join(SCAN_CACHE_DIR).join(key.file_name()));
    if let Some(entry_path) = &entry_path {
        match std::fs::read(entry_path) {
            Ok(bytes) => match decode_entry(&bytes, &key) {
                Some(images) => {
                    counters.cache_hits.fetch_add(1, Ordering::Relaxed);
                    return Some(images);
                }
                None => {
                    counters.cache_rejected.fetch_add(1, Ordering::Relaxed);
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(_) => {
                counters.cache_rejected.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
    let map = MappedFile::open(path).ok()?;
    let images = scan_images(&map);
    counters.scanned.fetch_add(1, Ordering::Relaxed);
    counters
        .bytes_scanned
        .fetch_add(map.len() as u64, Ordering::Relaxed);
    if let Some(entry_path) = &entry_path {
        // A cache that cannot be written only costs the next report a scan.
        let _ = store_entry(entry_path, &encode_entry(key, &images));
    }
    Some(images)
}

/// Every image and ocloc fat binary in `file`, hashed.
fn scan_images(file: &[u8]) -> Vec<IndexedImage> {
    let found = scan::scan(file, &ScanOptions::default());
    let images = found.images.iter().map(|image| IndexedImage {
        sha256: sha256_hex(&image.bytes),
        section: image.section.clone(),
        offset: image.offset,
        nesting: image.nesting_text(),
        target: image.target.clone(),
        ar_member: image.ar_member.clone(),
    });
    let archives = found.archives.iter().map(|archive| IndexedImage {
        sha256: sha256_hex(&archive.bytes),
        section: archive.section.clone(),
        offset: archive.offset,
        nesting: archive
            .nesting
            .iter()
            .map(|layer| layer.name())
            .collect::<Vec<_>>()
            .join(" > "),
        target: None,
        ar_member: None,
    });
    images.chain(archives).collect()
}

fn encode_entry(key: FileKey, images: &[IndexedImage]) -> Vec<u8> {
    let payload = postcard::to_stdvec(&CacheEntry {
        key,
        images: images.to_vec(),
    })
    .expect("a Vec writer cannot fail");
    let mut bytes = ENTRY_MAGIC.to_vec();
    bytes.extend(hex_bytes(&sha256_hex(&payload)).expect("sha256_hex is hex"));
    bytes.extend(payload);
    bytes
}

/// The images of a cache entry, if it is intact and describes `key`. The file is untrusted
/// (anyone who can write the cache could plant it): its checksum must match, the payload must
/// decode as a typed entry (postcard checks every length against the bytes there), name this
/// very file, and hold well-formed hashes.
fn decode_entry(bytes: &[u8], key: &FileKey) -> Option<Vec<IndexedImage>> {
    let rest = bytes.strip_prefix(ENTRY_MAGIC)?;
    if rest.len() < SHA256_BYTES {
        return None;
    }
    let (checksum, payload) = rest.split_at(SHA256_BYTES);
    if hex_bytes(&sha256_hex(payload))? != checksum {
        return None;
    }
    let entry: CacheEntry = postcard::from_bytes(payload).ok()?;
    let well_formed = entry.key == *key
        && entry.images.iter().all(|image| {
            image.sha256.len() == 2 * SHA256_BYTES
                && image.sha256.bytes().all(|b| b.is_ascii_hexdigit())
        });
    well_formed.then_some(entry.images)
}

fn hex_bytes(hex: &str) -> Option<Vec<u8>> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Writes `bytes` to `path` whole or not at all: a temporary file beside it, renamed over it,
/// so two collectors indexing the same library at once each leave a complete entry.
fn store_entry(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().expect("entries live in a directory");
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)?;
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let temporary: PathBuf = dir.join(format!(
        ".{}.{}-{}.tmp",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("entry"),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&temporary)
        .and_then(|mut file| file.write_all(bytes))
        .and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> FileKey {
        FileKey {
            device: 0x801,
            inode: 42,
            size: 1000,
            mtime_s: 1_700_000_000,
            mtime_ns: 5,
        }
    }

    fn images() -> Vec<IndexedImage> {
        vec![IndexedImage {
            sha256: "ab".repeat(32),
            section: Some("__CLANG_OFFLOAD_BUNDLE__sycl-spir64".into()),
            offset: 0x1234,
            nesting: "offload-bundle > spirv".into(),
            target: Some("sycl-spir64-unknown-unknown".into()),
            ar_member: None,
        }]
    }

    #[test]
    fn an_entry_round_trips_and_any_damage_is_refused() {
        let bytes = encode_entry(key(), &images());
        assert_eq!(decode_entry(&bytes, &key()), Some(images()));
        for at in [0, 9, ENTRY_MAGIC.len() + SHA256_BYTES + 3, bytes.len() - 1] {
            let mut damaged = bytes.clone();
            damaged[at] ^= 0x40;
            assert_eq!(decode_entry(&damaged, &key()), None, "byte {at} flipped");
        }
        for len in [0, 8, 40, bytes.len() - 1] {
            assert_eq!(decode_entry(&bytes[..len], &key()), None, "cut at {len}");
        }
        let other_file = FileKey { inode: 43, ..key() };
        assert_eq!(decode_entry(&bytes, &other_file), None);
    }

    #[test]
    fn an_intact_entry_with_a_malformed_hash_is_refused() {
        let mut bad = images();
        bad[0].sha256 = "zz".repeat(32);
        assert_eq!(decode_entry(&encode_entry(key(), &bad), &key()), None);
    }

    #[test]
    fn entries_are_stored_whole_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("scan/v1").join(key().file_name());
        store_entry(&path, b"first").unwrap();
        store_entry(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let names: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [path.file_name().unwrap()]);
    }
}
