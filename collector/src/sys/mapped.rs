//! Reading files others may change while aotspy reads them.
//!
//! Binaries are scanned through a read-only map, without a copy ([`MappedFile`]). Counters
//! files, which a running process keeps adding to and a same-user peer could truncate, are
//! copied with `pread` instead ([`read_words`]): a map of a file truncated under it raises
//! SIGBUS, which would kill aotspy; a read just comes back short.

use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;
use std::path::Path;

/// A read-only memory map of a whole file.
pub struct MappedFile {
    /// `None` for an empty file, which cannot be mapped.
    map: Option<memmap2::Mmap>,
}

impl MappedFile {
    /// Maps `path` read-only. Reading through the map costs no copy, so a scan runs at the speed
    /// of the page cache. (A file truncated by someone else while mapped would fault: binaries
    /// being inspected are not rewritten in place by their users.)
    pub fn open(path: &Path) -> io::Result<MappedFile> {
        let file = File::open(path)?;
        if file.metadata()?.len() == 0 {
            return Ok(MappedFile { map: None });
        }
        // SAFETY: a private read-only map; see above for a file truncated while mapped.
        let map = unsafe { memmap2::MmapOptions::new().map(&file)? };
        // Failure only loses read-ahead.
        let _ = map.advise(memmap2::Advice::Sequential);
        Ok(MappedFile { map: Some(map) })
    }
}

impl std::ops::Deref for MappedFile {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.map.as_deref().unwrap_or(&[])
    }
}

/// How many times [`read_words`] reads a file whose words keep changing.
const STABLE_READ_ATTEMPTS: usize = 8;

/// The whole 8-byte words of `file` (what a counters file holds), copied with `pread` rather
/// than mapped, so a file truncated meanwhile reads short instead of raising SIGBUS. A running
/// process may be adding to a word as it is copied, and a copy is not atomic per word: the
/// file is read until two reads in a row agree on each word (a few tries at most; counters
/// change by small steps, so a torn word shows as a difference), and a word still changing
/// then is taken from the later read.
pub fn read_words(file: &File) -> io::Result<Vec<u8>> {
    let read = || -> io::Result<Vec<u8>> {
        let len = usize::try_from(file.metadata()?.len()).map_err(io::Error::other)?;
        let mut bytes = vec![0u8; len / 8 * 8];
        let mut got = 0;
        while got < bytes.len() {
            match file.read_at(&mut bytes[got..], got as u64) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        // Truncated while read: what is left of it.
        bytes.truncate(got / 8 * 8);
        Ok(bytes)
    };
    let mut previous = read()?;
    for _ in 1..STABLE_READ_ATTEMPTS {
        let next = read()?;
        if next == previous {
            return Ok(next);
        }
        previous = next;
    }
    Ok(previous)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn maps_whole_files_and_empty_ones() {
        let mut file = tempfile::NamedTempFile::new().unwrap();
        assert!(MappedFile::open(file.path()).unwrap().is_empty());
        file.write_all(b"\x7fELF and more").unwrap();
        assert_eq!(
            &MappedFile::open(file.path()).unwrap()[..],
            b"\x7fELF and more"
        );
    }

    /// What a peer truncating a counters file does to aotspy now: a short read, not SIGBUS.
    #[test]
    fn counters_read_whole_words_and_survive_truncation() {
        let mut file = tempfile::NamedTempFile::new().unwrap();
        let words: Vec<u8> = (1u64..=512).flat_map(u64::to_ne_bytes).collect();
        file.write_all(&words).unwrap();
        file.write_all(b"tail").unwrap();
        let reader = File::open(file.path()).unwrap();
        assert_eq!(read_words(&reader).unwrap(), words);
        // A map of it, as ingest makes one, then the file cut under both.
        let map = MappedFile::open(file.path()).unwrap();
        file.as_file().set_len(100).unwrap();
        assert_eq!(read_words(&reader).unwrap(), words[..96]);
        drop(map);
        file.as_file().set_len(0).unwrap();
        assert!(read_words(&reader).unwrap().is_empty());
    }
}
