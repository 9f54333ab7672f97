//! aotspy's cache directory, shared by what it keeps across runs: ASM per module (`asm/`), the
//! device images found in each library (`scan/`) and the symbols of call-site addresses in each
//! library (`symbols/`). The last two are entries about one version of one file ([`FileKey`]),
//! sealed with a checksum ([`seal`], [`unseal`]) and stored whole ([`store_entry`]).

use crate::sys::files::write_derived;
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::os::unix::fs::{DirBuilderExt, MetadataExt};
use std::path::{Path, PathBuf};

/// `${AOTSPY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/aotspy}`.
pub fn cache_dir() -> Result<PathBuf> {
    let env_dir = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env_dir("AOTSPY_CACHE")
        .or_else(|| env_dir("XDG_CACHE_HOME").map(|d| d.join("aotspy")))
        .or_else(|| env_dir("HOME").map(|d| d.join(".cache/aotspy")))
        .context("no cache directory: set AOTSPY_CACHE, XDG_CACHE_HOME or HOME")
}

/// Names one version of one file: a file rewritten or replaced gets another key.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileKey {
    pub device: u64,
    pub inode: u64,
    pub size: u64,
    pub mtime_s: i64,
    pub mtime_ns: i64,
}

impl FileKey {
    pub fn of(meta: &std::fs::Metadata) -> FileKey {
        FileKey {
            device: meta.dev(),
            inode: meta.ino(),
            size: meta.size(),
            mtime_s: meta.mtime(),
            mtime_ns: meta.mtime_nsec(),
        }
    }

    /// The name of this file's entry, ending in `.extension`.
    pub fn file_name(&self, extension: &str) -> String {
        format!(
            "{:x}-{:x}-{:x}-{}.{:09}.{extension}",
            self.device, self.inode, self.size, self.mtime_s, self.mtime_ns
        )
    }
}

/// This aotspy executable's [`FileKey`], once: cache entries that hold what this build's code
/// computed (analyses, not facts about files) are only reused by the same build.
pub fn this_build() -> Option<FileKey> {
    static KEY: std::sync::OnceLock<Option<FileKey>> = std::sync::OnceLock::new();
    *KEY.get_or_init(|| {
        let exe = std::env::current_exe().ok()?;
        Some(FileKey::of(&std::fs::metadata(exe).ok()?))
    })
}

const SHA256_BYTES: usize = 32;

/// `magic`, the SHA-256 of `payload`, then `payload`: what [`unseal`] opens.
pub fn seal(magic: &[u8; 8], payload: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(magic.len() + SHA256_BYTES + payload.len());
    bytes.extend_from_slice(magic);
    bytes.extend_from_slice(&sha256(payload));
    bytes.extend_from_slice(payload);
    bytes
}

/// The payload [`seal`] put in `bytes` with `magic`, if its checksum matches. The cache is
/// untrusted (anyone who can write it could plant an entry): callers still decode the payload
/// as a typed entry and check that it names the file it is about.
pub fn unseal<'a>(magic: &[u8; 8], bytes: &'a [u8]) -> Option<&'a [u8]> {
    let rest = bytes.strip_prefix(magic)?;
    let (checksum, payload) = rest.split_at_checked(SHA256_BYTES)?;
    (sha256(payload) == checksum).then_some(payload)
}

pub fn sha256(bytes: &[u8]) -> [u8; SHA256_BYTES] {
    use sha2::Digest;
    sha2::Sha256::digest(bytes).into()
}

/// Writes `bytes`, an entry [`seal`]ed with its checksum, to `path` whole or not at all (a private
/// temporary file beside it, renamed over it), so two collectors writing the same entry at once
/// each leave a complete one. Not synced to disk: an entry a crash tore fails its checksum and
/// is made again, and the syncs held the indexer back while the workload ran (a cold oneMKL
/// GEMM collect made 92 `fdatasync` calls, 4.5 ms each on a 2-core VM; 4 without these).
pub fn store_entry(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = path.parent().expect("entries live in a directory");
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .with_context(|| format!("cannot create {}", dir.display()))?;
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .expect("entries are named by their file keys");
    write_derived(dir, name, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_payload_opens_and_any_damage_is_refused() {
        let sealed = seal(b"AOTSPYTT", b"payload bytes");
        assert_eq!(unseal(b"AOTSPYTT", &sealed), Some(&b"payload bytes"[..]));
        assert_eq!(unseal(b"AOTSPYXX", &sealed), None, "another magic");
        for at in [0, 9, 8 + SHA256_BYTES + 3, sealed.len() - 1] {
            let mut damaged = sealed.clone();
            damaged[at] ^= 0x40;
            assert_eq!(unseal(b"AOTSPYTT", &damaged), None, "byte {at} flipped");
        }
        for len in [0, 8, 39, sealed.len() - 1] {
            assert_eq!(unseal(b"AOTSPYTT", &sealed[..len]), None, "cut at {len}");
        }
    }

    #[test]
    fn entries_are_stored_whole_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("kind/v1").join("entry.idx");
        store_entry(&path, b"first").unwrap();
        // A link planted at the entry's name is replaced, never written through.
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious").unwrap();
        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink(&victim, &path).unwrap();
        store_entry(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::metadata(&path).unwrap().mode() & 0o777, 0o600);
        let names: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [path.file_name().unwrap()]);
    }
}
