//! Which library a captured module came from: the device images (found by `aotspy extract`'s
//! scan) in the executable files the process had mapped, matched to the module by content hash.
//!
//! A function of the captures: [`find_sources`] gives each module (by its key in the model)
//! the place its bytes were found, and the model takes that map as one of its inputs.
//!
//! Each library is scanned once, ever: the scan indexes every image in it (hash and place) and
//! keeps that index in `scan/` of aotspy's cache directory, keyed by the file's device, inode,
//! size and modification time. Later reports (and runs) read the index and only look up the
//! hashes of the captured modules. Files are scanned in parallel; what is not ELF, `ar` or
//! SPIR-V is skipped after reading eight bytes.
//!
//! Two things are done only for images of a size some captured module has (or at most that of
//! a multi-input program, whose parts' sizes are not captured), which keeps a cold scan cheap:
//! decoding zstd frames (oneMKL's libraries hold thousands: most of a full scan's cost) and
//! hashing (the drivers' libraries hold 48 MB of builtin zebins each). The index keeps the
//! frames left undecoded with the size they declare, and every image with its size; a later
//! report that wants one of those sizes decodes those frames or hashes those images, once, and
//! adds the result to the index. Only the magic search and the cutting out of images run over
//! a whole library, and only over its data sections.

pub(crate) mod index;
pub(crate) mod memo;
mod prefetch;
mod wanted;

use crate::analysis::names::{modules_of, NameFindings};
use crate::ingest::capture::ProcessCapture;
use aotspy_binfmt::scan::FrameSizes;
pub use aotspy_report::{Matched, ModuleSource, ScanStats};
use index::{frame_sizes, index_of, Counters, IndexedImage};
use memo::{memo_path, read_memo, store_memo, Memo};
use prefetch::PrefetchState;
pub use prefetch::Prefetcher;
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use wanted::{wanted_modules, Wanted};

/// Module key (as in the model) → where its bytes were found, and what finding them took.
#[derive(Debug, Default)]
pub struct Provenance {
    pub sources: HashMap<String, ModuleSource>,
    pub stats: ScanStats,
}

/// Finds, for every captured module, the mapped file and image its bytes came from, indexing
/// each file through the scan cache in `cache_dir` (or without a cache when there is none).
/// What `prefetcher` indexed while the processes ran is waited for and used.
pub fn find_sources(
    captures: &[ProcessCapture],
    names: &NameFindings,
    cache_dir: Option<&Path>,
    prefetcher: Option<&Prefetcher>,
) -> Provenance {
    let prefetcher = prefetcher.and_then(|p| p.0.get());
    let wanted = wanted_modules(captures, names);
    let counters = Counters::default();
    let files: BTreeSet<&str> = wanted
        .values()
        .flat_map(|w| w.files.iter().copied())
        .collect();
    let prefetched = prefetcher.map_or(0, |prefetcher| prefetcher.finish(&files, &counters));
    if prefetcher.is_some() {
        crate::sys::timings::mark("indexing left at exit");
    }
    let modules = captures
        .iter()
        .enumerate()
        .flat_map(|(index, c)| modules_of(c, names.of(index)).map(|(_, module)| module));
    let frame_sizes = frame_sizes(modules);
    // The same capture against unchanged files and index entries (collect's prefetcher has
    // finished: what it indexed anew changed its entries) reads the answer whole.
    let memo = cache_dir.and_then(|dir| memo_path(dir, &files, &wanted, &frame_sizes));
    let (found, cache_hits) = match memo.as_deref().and_then(read_memo) {
        Some(found) => {
            let hits = found.indexed_files;
            (found, hits)
        }
        None => {
            let found = sources_of(
                &wanted,
                &files,
                &frame_sizes,
                prefetcher,
                cache_dir,
                &counters,
            );
            // Keyed after the indexing, which may have written entries.
            if let Some(memo) =
                cache_dir.and_then(|dir| memo_path(dir, &files, &wanted, &frame_sizes))
            {
                store_memo(&memo, &found);
            }
            (found, counters.cache_hits.load(Ordering::Relaxed))
        }
    };
    Provenance {
        stats: ScanStats {
            files_considered: files.len(),
            files_scanned: counters.scanned.load(Ordering::Relaxed),
            files_scanned_during_run: prefetched,
            scan_cache_hits: cache_hits,
            scan_cache_rejected: counters.cache_rejected.load(Ordering::Relaxed),
            bytes_scanned: counters.bytes_scanned.load(Ordering::Relaxed),
            modules_found: found.sources.len(),
        },
        sources: found.sources,
    }
}

/// Each wanted module's source, from every file's index: the prefetcher's, else the scan
/// cache's or a scan's.
fn sources_of(
    wanted: &BTreeMap<String, Wanted>,
    files: &BTreeSet<&str>,
    frame_sizes: &FrameSizes,
    prefetcher: Option<&Arc<PrefetchState>>,
    cache_dir: Option<&Path>,
    counters: &Counters,
) -> Memo {
    let indexes: HashMap<&str, Vec<IndexedImage>> = files
        .par_iter()
        .filter_map(|&file| {
            let images = match prefetcher.and_then(|p| p.index_of(file, frame_sizes)) {
                Some(images) => {
                    counters.cache_hits.fetch_add(1, Ordering::Relaxed);
                    images
                }
                None => index_of(Path::new(file), cache_dir, frame_sizes, counters)?,
            };
            Some((file, images))
        })
        .collect();
    let by_hash = ImagesByHash::new(files, &indexes);
    Memo {
        indexed_files: indexes.len(),
        sources: wanted
            .iter()
            .filter_map(|(key, module)| Some((key.clone(), by_hash.source_of(module)?)))
            .collect(),
    }
}

/// The indexed images of the mapped files, by hash.
struct ImagesByHash<'a> {
    /// hash → (file, image), files in name order so that a hash found twice has one answer.
    images: HashMap<&'a str, Vec<(&'a str, &'a IndexedImage)>>,
}

impl<'a> ImagesByHash<'a> {
    fn new(files: &BTreeSet<&'a str>, indexes: &'a HashMap<&'a str, Vec<IndexedImage>>) -> Self {
        let mut images: HashMap<&str, Vec<(&str, &IndexedImage)>> = HashMap::new();
        for &file in files {
            for image in indexes.get(file).into_iter().flatten() {
                if let Some(sha256) = &image.sha256 {
                    images.entry(sha256).or_default().push((file, image));
                }
            }
        }
        ImagesByHash { images }
    }

    /// The first image of hash `sha` in one of the files `wanted` may come from.
    fn find(&self, sha: &str, wanted: &Wanted) -> Option<(&'a str, &'a IndexedImage)> {
        self.images
            .get(sha)?
            .iter()
            .find(|(file, _)| wanted.files.contains(file))
            .copied()
    }

    /// Where `module`'s bytes are: its native binary, else its whole input, else one of its
    /// inputs.
    fn source_of(&self, module: &Wanted) -> Option<ModuleSource> {
        let native = module
            .native_sha256
            .as_deref()
            .and_then(|sha| self.find(sha, module))
            .map(|hit| (hit, Matched::Native, None));
        let whole_input = || {
            self.find(module.input_sha256, module)
                .map(|hit| (hit, Matched::Input, None))
        };
        let one_input = || {
            module
                .input_sha256s
                .iter()
                .zip(0u32..)
                .find_map(|(sha, index)| {
                    self.find(sha, module)
                        .map(|hit| (hit, Matched::Input, Some(index)))
                })
        };
        let ((file, image), matched, input) = native.or_else(whole_input).or_else(one_input)?;
        Some(ModuleSource {
            file: file.to_owned(),
            section: image.section.clone(),
            offset: image.offset,
            nesting: image.nesting.clone(),
            matched,
            target: image.target.clone(),
            ar_member: image.ar_member.clone(),
            input,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::index::*;
    use super::memo::*;
    use super::*;
    use crate::analysis::mapped_sources::could_be_a_source;
    use crate::sys::cache::FileKey;
    use aotspy_binfmt::sha256_hex;

    /// The driver stack's files, as both stacks name them, are no source; a program's files,
    /// and names that only begin like one of the stack's, are.
    #[test]
    fn the_driver_stacks_files_are_no_source_of_modules() {
        for driver in [
            "/usr/lib/x86_64-linux-gnu/libze_intel_gpu.so.1.15.39122",
            "/usr/lib/x86_64-linux-gnu/libigc.so.2.40.14+0",
            "/usr/lib/x86_64-linux-gnu/libigc.so.1",
            "/usr/lib/x86_64-linux-gnu/libopencl-clang.so.16",
            "/usr/lib/x86_64-linux-gnu/intel-opencl/libigdrcl.so",
            "/usr/lib/x86_64-linux-gnu/libze_loader.so.1.32.0",
            "/work/main/target/release/libaotspy.so",
        ] {
            assert!(!could_be_a_source(driver), "{driver}");
        }
        for program in [
            "/opt/oneapi/lib/libmkl_sycl_blas.so.6",
            "/opt/oneapi/lib/libsycl.so.8",
            "/home/u/app/libigc_kernels.so",
            "/home/u/app/libigcx.so",
            "/home/u/app/vector_add",
            "libze_intel_gpu",
        ] {
            assert!(could_be_a_source(program), "{program}");
        }
    }

    #[test]
    fn memos_beyond_the_limit_go_oldest_first() {
        let dir = tempfile::tempdir().unwrap();
        let start = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
        for n in 0..5u64 {
            let path = dir.path().join(format!("{n}.json"));
            std::fs::write(&path, b"x").unwrap();
            let file = std::fs::File::options().write(true).open(&path).unwrap();
            file.set_modified(start + std::time::Duration::from_secs(n))
                .unwrap();
        }
        std::fs::write(dir.path().join("other.tmp"), b"x").unwrap();
        prune_memos(dir.path(), 3);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(left, ["2.json", "3.json", "4.json", "other.tmp"]);
    }

    fn key() -> FileKey {
        FileKey {
            device: 0x801,
            inode: 42,
            size: 1000,
            mtime_s: 1_700_000_000,
            mtime_ns: 5,
        }
    }

    fn entry(sha256: &str) -> CacheEntry {
        CacheEntry {
            key: key(),
            images: vec![IndexedImage {
                sha256: Some(sha256.into()),
                bytes: 100,
                section: Some("__CLANG_OFFLOAD_BUNDLE__sycl-spir64".into()),
                offset: 0x1234,
                nesting: "offload-bundle > spirv".into(),
                target: Some("sycl-spir64-unknown-unknown".into()),
                ar_member: None,
            }],
            undecoded_frames: vec![PendingFrame {
                offset: 0x5000,
                declared_size: 4096,
            }],
        }
    }

    #[test]
    fn an_entry_round_trips_and_any_damage_is_refused() {
        let bytes = encode_entry(&entry(&"ab".repeat(32)));
        assert_eq!(decode_entry(&bytes, &key()), Some(entry(&"ab".repeat(32))));
        for at in [0, 9, ENTRY_MAGIC.len() + 32 + 3, bytes.len() - 1] {
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
        let bytes = encode_entry(&entry(&"zz".repeat(32)));
        assert_eq!(decode_entry(&bytes, &key()), None);
    }

    /// A zstd frame that declares its size and stores `data` in one raw block.
    fn stored_frame(data: &[u8]) -> Vec<u8> {
        let mut frame = vec![0x28, 0xb5, 0x2f, 0xfd, 2 << 6 | 0x20];
        frame.extend((data.len() as u32).to_le_bytes());
        frame.extend(&((data.len() as u32) << 3 | 1).to_le_bytes()[..3]);
        frame.extend(data);
        frame
    }

    /// A minimal SPIR-V module with one kernel entry point named `name`.
    fn spirv(name: &str) -> Vec<u8> {
        let words = |w: &[u32]| w.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>();
        let mut literal = name.as_bytes().to_vec();
        literal.resize(name.len() / 4 * 4 + 4, 0);
        let mut module = words(&[0x0723_0203, 0x0001_0000, 0, 100, 0]);
        module.extend(words(&[(3 + literal.len() as u32 / 4) << 16 | 15, 6, 1]));
        module.extend(literal);
        module
    }

    #[test]
    fn images_are_hashed_and_frames_decoded_once_when_a_module_of_their_size_is_wanted() {
        let dir = tempfile::tempdir().unwrap();
        let (small, large, plain) = (spirv("k"), spirv("a_longer_kernel_name"), spirv("plain"));
        assert_eq!(
            BTreeSet::from([small.len(), large.len(), plain.len()]).len(),
            3
        );
        let mut file = b"\x7fELF".to_vec();
        file.extend([0x11; 200]);
        file.extend(stored_frame(&small));
        file.extend([0x22; 100]);
        file.extend(stored_frame(&large));
        file.extend([0x33; 100]);
        file.extend(&plain);
        let path = dir.path().join("lib.so");
        std::fs::write(&path, &file).unwrap();
        let cache = dir.path().join("cache");
        let counters = Counters::default();
        let sizes = |size: usize| FrameSizes {
            exact: [size as u64].into(),
            at_most: 0,
        };
        let hashes = |images: Vec<IndexedImage>| -> BTreeSet<String> {
            images.into_iter().filter_map(|i| i.sha256).collect()
        };
        let index = |size| index_of(&path, Some(&cache), &sizes(size), &counters).unwrap();
        let scans = || counters.scanned.load(Ordering::Relaxed);

        let first = hashes(index(small.len()));
        assert_eq!(first, [sha256_hex(&small)].into());
        assert_eq!(hashes(index(small.len())), first);
        assert_eq!(scans(), 1);
        // The large frame is decoded by a second scan; the plain image is hashed from the
        // file, without one.
        let two = hashes(index(large.len()));
        assert_eq!(two, [sha256_hex(&small), sha256_hex(&large)].into());
        assert_eq!(scans(), 2);
        let all = hashes(index(plain.len()));
        let every = [sha256_hex(&small), sha256_hex(&large), sha256_hex(&plain)];
        assert_eq!(all, every.into());
        assert_eq!(scans(), 2);
        for size in [small.len(), large.len(), plain.len()] {
            assert_eq!(hashes(index(size)), all);
        }
        assert_eq!(scans(), 2);
        assert_eq!(counters.cache_hits.load(Ordering::Relaxed), 4);
    }
}
