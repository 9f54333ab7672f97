//! Which library a captured module came from: the device images found (by `aotspy extract`'s
//! scan) in the files the process had mapped, matched to the module by content hash.
//!
//! Kept cheap: only images whose size equals that of a module's native binary or input are
//! hashed, zstd frames that declare another size are not even decoded, and each file is scanned
//! once per run (cached by path, modification time and size). Files without device code cost one
//! SIMD pass over their pages.

use super::model::CapturedModule;
use crate::ingest::capture::ProcessCapture;
use crate::sys::mapped::MappedFile;
use aotspy_binfmt::scan::{self, Layer, ScanOptions};
use aotspy_binfmt::sha256_hex;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// Where a module's bytes sit in a file the process had mapped.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct ModuleSource {
    pub file: String,
    pub section: Option<String>,
    /// File offset of the image, or of the compressed frame holding it.
    pub offset: u64,
    /// `zstd > ar > zebin`.
    pub nesting: String,
    /// `native` when the file holds the very binary the device runs, `input` when it holds what
    /// the program passed to `zeModuleCreate` (a fat binary, or SPIR-V the driver compiled).
    pub matched: &'static str,
}

/// What `attribute` needs from the captures, taken before they are consumed by the model.
pub struct Candidates {
    mapped_files_by_pid: BTreeMap<u32, BTreeSet<String>>,
    input_bytes_by_sha: HashMap<String, u64>,
}

impl Candidates {
    pub fn from_captures(captures: &[ProcessCapture]) -> Candidates {
        let mut candidates = Candidates {
            mapped_files_by_pid: BTreeMap::new(),
            input_bytes_by_sha: HashMap::new(),
        };
        for capture in captures {
            candidates
                .mapped_files_by_pid
                .entry(capture.hello.pid)
                .or_default()
                .extend(capture.mapped_files.iter().cloned());
            for module in capture.modules.values() {
                candidates
                    .input_bytes_by_sha
                    .insert(module.input_sha256.clone(), module.input_bytes);
            }
        }
        candidates
    }

    /// The source of every module whose native binary or input is an image in a file mapped
    /// by a process that loaded it, by the module's SHA-256.
    pub fn attribute(&self, modules: &[CapturedModule]) -> HashMap<String, ModuleSource> {
        let mut sources = HashMap::new();
        let mut wanted_sizes = BTreeSet::new();
        let mut files = BTreeSet::new();
        for module in modules {
            let mapped: BTreeSet<&String> = module
                .pids()
                .iter()
                .filter_map(|pid| self.mapped_files_by_pid.get(pid))
                .flatten()
                .collect();
            if mapped.is_empty() {
                continue;
            }
            files.extend(mapped);
            wanted_sizes.insert(module.binary.len() as u64);
            if let Some(&size) = self.input_bytes_by_sha.get(module.input_sha256()) {
                wanted_sizes.insert(size);
            }
        }
        if files.is_empty() {
            return sources;
        }
        let wanted_sizes: Vec<u64> = wanted_sizes.into_iter().collect();
        let index: Vec<(PathBuf, Vec<IndexedImage>)> = files
            .into_iter()
            .filter_map(|file| {
                let path = PathBuf::from(file);
                let images = indexed_images(&path, &wanted_sizes)?;
                Some((path, images))
            })
            .collect();
        let find = |sha: &str| {
            index.iter().find_map(|(path, images)| {
                let image = images.iter().find(|i| i.sha256 == sha)?;
                Some((path, image))
            })
        };
        for module in modules {
            if module
                .pids()
                .iter()
                .all(|pid| !self.mapped_files_by_pid.contains_key(pid))
            {
                continue;
            }
            let found = find(module.sha256())
                .map(|hit| (hit, "native"))
                .or_else(|| find(module.input_sha256()).map(|hit| (hit, "input")));
            if let Some(((path, image), matched)) = found {
                let source = ModuleSource {
                    file: path.display().to_string(),
                    section: image.section.clone(),
                    offset: image.offset,
                    nesting: image.nesting.clone(),
                    matched,
                };
                sources.insert(module.sha256().to_owned(), source);
            }
        }
        sources
    }
}

/// An image of a wanted size, hashed.
#[derive(Debug, Clone)]
struct IndexedImage {
    sha256: String,
    section: Option<String>,
    offset: u64,
    nesting: String,
}

/// (path, mtime seconds, mtime nanoseconds, size): a file changed in place gets a new key.
type CacheKey = (PathBuf, i64, i64, u64);
/// The sizes a file's images were hashed for, and those images.
type Indexed = (Vec<u64>, Vec<IndexedImage>);

/// Scan results per file, for as long as this process runs.
fn cache() -> &'static Mutex<HashMap<CacheKey, Indexed>> {
    static CACHE: OnceLock<Mutex<HashMap<CacheKey, Indexed>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// The images of `wanted_sizes` in `path`, hashed; `None` for what is no readable regular file
/// (sockets, devices, `(deleted)` mappings).
fn indexed_images(path: &Path, wanted_sizes: &[u64]) -> Option<Vec<IndexedImage>> {
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    let key = (
        path.to_owned(),
        meta.mtime(),
        meta.mtime_nsec(),
        meta.size(),
    );
    if let Some((sizes, images)) = cache().lock().ok()?.get(&key) {
        if wanted_sizes.iter().all(|size| sizes.contains(size)) {
            return Some(images.clone());
        }
    }
    let map = MappedFile::open(path).ok()?;
    let options = ScanOptions {
        only_decompressed_sizes: Some(wanted_sizes.to_vec()),
        ..ScanOptions::default()
    };
    let found = scan::scan(&map, &options);
    let mut images = Vec::new();
    let mut index = |bytes: &[u8], offset, section: &Option<String>, nesting: &[Layer]| {
        if wanted_sizes.contains(&(bytes.len() as u64)) {
            let names: Vec<&str> = nesting.iter().map(|l| l.name()).collect();
            images.push(IndexedImage {
                sha256: sha256_hex(bytes),
                section: section.clone(),
                offset,
                nesting: names.join(" > "),
            });
        }
    };
    for image in &found.images {
        index(&image.bytes, image.offset, &image.section, &image.nesting);
    }
    for archive in &found.archives {
        index(
            &archive.bytes,
            archive.offset,
            &archive.section,
            &archive.nesting,
        );
    }
    if let Ok(mut cache) = cache().lock() {
        cache.insert(key, (wanted_sizes.to_vec(), images.clone()));
    }
    Some(images)
}
