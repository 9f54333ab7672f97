//! Each mapped file's index of the device images in it (hash, place, size), made by one scan
//! and kept in `scan/` of aotspy's cache keyed by the file's device, inode, size and
//! modification time; frames and images of a wanted size decoded and hashed on demand, once.

use crate::sys::cache::{self, store_entry, FileKey};
use crate::sys::mapped::MappedFile;
use aotspy_binfmt::scan::{self, FrameSizes, ScanOptions};
use aotspy_binfmt::sha256_hex;
use aotspy_proto::Module;
use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

#[derive(Default)]
pub(crate) struct Counters {
    pub(crate) scanned: AtomicUsize,
    pub(crate) cache_hits: AtomicUsize,
    pub(crate) cache_rejected: AtomicUsize,
    pub(crate) bytes_scanned: AtomicU64,
}

impl Counters {
    /// A file of `bytes` read and indexed.
    fn scanned_file(&self, bytes: usize) {
        self.scanned.fetch_add(1, Ordering::Relaxed);
        self.bytes_scanned
            .fetch_add(bytes as u64, Ordering::Relaxed);
    }
}

/// One image or ocloc fat binary in a file: where it is, its size, and its hash once a module
/// of its size was looked for (hashing every image of a driver library's hundreds of builtin
/// zebins would be most of a cold scan; a module can only match an image of its own size).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub(crate) struct IndexedImage {
    /// Always set for images decoded from a compressed frame; for the others, `bytes` at
    /// `offset` in the file are the image.
    pub(crate) sha256: Option<String>,
    pub(crate) bytes: u64,
    pub(crate) section: Option<String>,
    pub(crate) offset: u64,
    pub(crate) nesting: String,
    pub(crate) target: Option<String>,
    pub(crate) ar_member: Option<String>,
}

/// A cache entry: `ENTRY_MAGIC`, the SHA-256 of the payload, then the payload (postcard).
#[derive(Serialize, Deserialize, Debug, PartialEq, Eq)]
pub(crate) struct CacheEntry {
    pub(crate) key: FileKey,
    pub(crate) images: Vec<IndexedImage>,
    /// zstd frames not decoded yet: their images are not in `images`.
    pub(crate) undecoded_frames: Vec<PendingFrame>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PendingFrame {
    pub(crate) offset: u64,
    pub(crate) declared_size: u64,
}

/// Changes whenever the index's layout or what the scanner finds changes, so an older
/// aotspy's entries are not read as complete.
pub(crate) const SCAN_CACHE_DIR: &str = "scan/v5";

pub(crate) const ENTRY_MAGIC: &[u8; 8] = b"AOTSPYSC";

pub(crate) const SHA256_HEX: usize = 64;

/// The images in `path`, from the cache or by scanning it, with every compressed image of a
/// size in `frame_sizes` decoded; `None` for what is no readable regular ELF, `ar` or SPIR-V
/// file (sockets, devices, `(deleted)` mappings, data).
pub(crate) fn index_of(
    path: &Path,
    cache_dir: Option<&Path>,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<Vec<IndexedImage>> {
    index_entry(path, cache_dir, None, frame_sizes, counters).map(|entry| entry.images)
}

/// [`index_of`], with what the index left undecoded and unhashed. `held` is an index of
/// `path` made earlier in this process (the prefetcher's), taken instead of reading and
/// decoding its cache entry again when it is of the file as it is now.
pub(crate) fn index_entry(
    path: &Path,
    cache_dir: Option<&Path>,
    held: Option<CacheEntry>,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<CacheEntry> {
    let key = key_of_possible_device_code(path)?;
    let entry_path = cache_dir.map(|dir| dir.join(SCAN_CACHE_DIR).join(key.file_name("idx")));
    let cached = match held.filter(|entry| entry.key == key) {
        Some(entry) => Some(entry),
        None => entry_path
            .as_deref()
            .and_then(|entry_path| read_entry(entry_path, &key, counters)),
    };
    let mut entry = match cached {
        Some(entry) if !wants_more(&entry, frame_sizes) => {
            counters.cache_hits.fetch_add(1, Ordering::Relaxed);
            return Some(entry);
        }
        Some(entry) => decode_wanted_frames(path, entry, frame_sizes, counters)?,
        None => {
            let (found, undecoded_frames) = scan_file(path, frame_sizes, counters)?;
            CacheEntry {
                key,
                images: found,
                undecoded_frames,
            }
        }
    };
    hash_wanted_images(path, &mut entry, frame_sizes)?;
    if let Some(entry_path) = &entry_path {
        // A cache that cannot be written only costs the next report a scan.
        let _ = store_entry(entry_path, &encode_entry(&entry));
    }
    Some(entry)
}

/// The key of the regular file at `path` when its first bytes say it could hold device code
/// (ELF, `ar`, SPIR-V); `None` for anything else, after reading eight bytes.
pub(crate) fn key_of_possible_device_code(path: &Path) -> Option<FileKey> {
    let mut file = std::fs::File::open(path).ok()?;
    let meta = file.metadata().ok().filter(|m| m.is_file())?;
    let mut start = [0u8; 8];
    file.read_exact(&mut start).ok()?;
    aotspy_binfmt::could_hold_device_code(&start).then(|| FileKey::of(&meta))
}

/// The cache entry at `entry_path`, if there is one and it is intact and of the file `key`
/// names; an entry that exists but is refused is counted.
pub(crate) fn read_entry(
    entry_path: &Path,
    key: &FileKey,
    counters: &Counters,
) -> Option<CacheEntry> {
    match std::fs::read(entry_path) {
        Ok(bytes) => {
            let entry = decode_entry(&bytes, key);
            if entry.is_none() {
                counters.cache_rejected.fetch_add(1, Ordering::Relaxed);
            }
            entry
        }
        Err(e) => {
            if e.kind() != std::io::ErrorKind::NotFound {
                counters.cache_rejected.fetch_add(1, Ordering::Relaxed);
            }
            None
        }
    }
}

/// `entry` with the frames it left undecoded that are of a size in `frame_sizes` decoded (by
/// a scan of `path` that leaves every other frame alone), and their images added.
pub(crate) fn decode_wanted_frames(
    path: &Path,
    entry: CacheEntry,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<CacheEntry> {
    let (wanted, pending): (Vec<PendingFrame>, Vec<PendingFrame>) = entry
        .undecoded_frames
        .iter()
        .partition(|f| frame_sizes.wants(f.declared_size));
    if wanted.is_empty() {
        return Some(entry);
    }
    let sizes = FrameSizes {
        exact: wanted.iter().map(|f| f.declared_size).collect(),
        at_most: 0,
    };
    let offsets: Vec<u64> = wanted.iter().map(|f| f.offset).collect();
    let file = MappedFile::open(path).ok()?;
    let found = scan::scan_frames(&file, &offsets, &provenance_options(&sizes));
    // Read again, if only its frames of these sizes: counted as scanned, as a whole scan was.
    counters.scanned_file(file.len());
    let found = indexed_images(&found, &sizes);
    // Cut while read: what was read past the cut is zeros, not the file.
    file.intact().ok()?;
    let mut images = entry.images;
    images.extend(found);
    Some(CacheEntry {
        key: entry.key,
        images,
        undecoded_frames: pending,
    })
}

/// Hashes, from the file at `path`, the images of `entry` of a size in `frame_sizes` that were
/// indexed before a module of their size was looked for. `None` when the file no longer holds
/// them.
pub(crate) fn hash_wanted_images(
    path: &Path,
    entry: &mut CacheEntry,
    frame_sizes: &FrameSizes,
) -> Option<()> {
    let unhashed = |image: &IndexedImage| image.sha256.is_none() && frame_sizes.wants(image.bytes);
    if !entry.images.iter().any(unhashed) {
        return Some(());
    }
    let map = MappedFile::open(path).ok()?;
    for image in &mut entry.images {
        if unhashed(image) {
            let start = image.offset as usize;
            let bytes = map.get(start..start.checked_add(image.bytes as usize)?)?;
            image.sha256 = Some(sha256_hex(bytes));
        }
    }
    // Cut while hashed: the hashes are of zeros, not of the file.
    map.intact().ok()
}

/// Every image and ocloc fat binary in the file at `path`, hashed; and the frames of sizes not
/// in `frame_sizes`, left undecoded.
pub(crate) fn scan_file(
    path: &Path,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<(Vec<IndexedImage>, Vec<PendingFrame>)> {
    let file = MappedFile::open(path).ok()?;
    let found = scan::scan(&file, &provenance_options(frame_sizes));
    counters.scanned_file(file.len());
    let images = indexed_images(&found, frame_sizes);
    let undecoded = found
        .undecoded_frames
        .iter()
        .map(|f| PendingFrame {
            offset: f.offset,
            declared_size: f.declared_size,
        })
        .collect();
    // A file cut while scanned (its owner may do so at any time) is not indexed: what was read
    // past the cut is zeros, not the file.
    file.intact().ok()?;
    Some((images, undecoded))
}

/// How provenance scans a file: data sections only, no kernel lists, listed SPIR-V whole, and
/// zstd frames decoded only for `frame_sizes`.
fn provenance_options(frame_sizes: &FrameSizes) -> ScanOptions {
    ScanOptions {
        decode_frames: Some(frame_sizes.clone()),
        read_kernels: false,
        only_data_sections: true,
        take_listed_spirv_whole: true,
        ..ScanOptions::default()
    }
}

/// The images and ocloc fat binaries `found`, as the index keeps them: hashed when compressed
/// (decoded images cannot be hashed later without decoding again) or of a size in
/// `frame_sizes`.
fn indexed_images(found: &scan::Scan, frame_sizes: &FrameSizes) -> Vec<IndexedImage> {
    let hash = |bytes: &[u8], compressed: bool| {
        (compressed || frame_sizes.wants(bytes.len() as u64)).then(|| sha256_hex(bytes))
    };
    let images = found.images.iter().map(|image| IndexedImage {
        sha256: hash(&image.bytes, image.compressed),
        bytes: image.bytes.len() as u64,
        section: image.section.clone(),
        offset: image.offset,
        nesting: image.nesting_text(),
        target: image.target.clone(),
        ar_member: image.ar_member.clone(),
    });
    let archives = found.archives.iter().map(|archive| IndexedImage {
        sha256: hash(&archive.bytes, archive.compressed),
        bytes: archive.bytes.len() as u64,
        section: archive.section.clone(),
        offset: archive.offset,
        nesting: archive.nesting_text(),
        target: None,
        ar_member: None,
    });
    images.chain(archives).collect()
}

pub(crate) fn encode_entry(entry: &CacheEntry) -> Vec<u8> {
    let payload = postcard::to_stdvec(entry).expect("a Vec writer cannot fail");
    cache::seal(ENTRY_MAGIC, &payload)
}

/// The cache entry in `bytes`, if it is intact and describes `key`. The file is untrusted
/// (anyone who can write the cache could plant it): its checksum must match, the payload must
/// decode as a typed entry (postcard checks every length against the bytes there), name this
/// very file, and hold well-formed hashes.
pub(crate) fn decode_entry(bytes: &[u8], key: &FileKey) -> Option<CacheEntry> {
    let payload = cache::unseal(ENTRY_MAGIC, bytes)?;
    let entry: CacheEntry = postcard::from_bytes(payload).ok()?;
    let well_formed = entry.key == *key
        && entry.images.iter().all(|image| match &image.sha256 {
            Some(sha256) => {
                sha256.len() == SHA256_HEX && sha256.bytes().all(|b| b.is_ascii_hexdigit())
            }
            // To be hashed from the file: it must lie within it.
            None => image
                .offset
                .checked_add(image.bytes)
                .is_some_and(|end| end <= key.size),
        });
    well_formed.then_some(entry)
}

/// The sizes an image must have to be worth decoding or hashing: that of a module's input or
/// native binary, or at most the whole of a multi-input program (whose parts' sizes are not
/// captured).
pub(crate) fn frame_sizes<'a>(modules: impl Iterator<Item = &'a Module>) -> FrameSizes {
    let mut sizes = FrameSizes::default();
    for module in modules {
        sizes.exact.insert(module.input_bytes);
        sizes.exact.insert(module.native_binary.len() as u64);
        if !module.input_sha256s.is_empty() {
            sizes.at_most = sizes.at_most.max(module.input_bytes);
        }
    }
    sizes
}

/// Whether an index left a frame of a size in `sizes` undecoded, or such an image unhashed.
pub(crate) fn wants_more(entry: &CacheEntry, sizes: &FrameSizes) -> bool {
    entry
        .undecoded_frames
        .iter()
        .any(|f| sizes.wants(f.declared_size))
        || entry
            .images
            .iter()
            .any(|i| i.sha256.is_none() && sizes.wants(i.bytes))
}
