//! Reading files others may change while aotspy reads them.
//!
//! Binaries are scanned through a read-only map, without a copy ([`MappedFile`]). A map of a
//! file its owner truncates while aotspy reads it would raise SIGBUS and kill aotspy (a
//! workload may map and cut a file of its own at any time): each map is registered while it
//! lives, and a SIGBUS inside one replaces the pages from the fault to the map's end with zeros
//! and marks the map cut ([`MappedFile::intact`]), so the read goes on and its result is then
//! thrown away as a read error. Counters files, which a running process keeps adding to, are
//! copied with `pread` instead ([`read_words`]): a read just comes back short.

use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::Once;

/// A read-only memory map of a whole file, safe against the file being cut while it is read.
pub struct MappedFile {
    /// `None` for an empty file, which cannot be mapped.
    map: Option<memmap2::Mmap>,
    /// Its slot in [`GUARDED`] while it lives; `None` for an empty file.
    slot: Option<&'static Guarded>,
    /// The bytes of a file read into memory when every slot was taken.
    copy: Option<Vec<u8>>,
}

/// One map a SIGBUS may hit: `[start, end)` while `state` is [`ACTIVE`].
struct Guarded {
    state: AtomicU8,
    start: AtomicUsize,
    end: AtomicUsize,
    cut: AtomicBool,
}

const FREE: u8 = 0;
const CLAIMED: u8 = 1;
const ACTIVE: u8 = 2;

/// Maps read at once at most (the scan threads'); a file opened while all are in use is read
/// into memory instead.
const GUARDED_MAPS: usize = 64;

#[allow(clippy::declare_interior_mutable_const)]
const UNUSED: Guarded = Guarded {
    state: AtomicU8::new(FREE),
    start: AtomicUsize::new(0),
    end: AtomicUsize::new(0),
    cut: AtomicBool::new(false),
};
static GUARDED: [Guarded; GUARDED_MAPS] = [UNUSED; GUARDED_MAPS];

/// The SIGBUS action before aotspy's (the Rust runtime's stack-overflow handler, or the
/// default), for a SIGBUS that is not in a guarded map.
static mut PREVIOUS: std::mem::MaybeUninit<libc::sigaction> = std::mem::MaybeUninit::zeroed();
static INSTALL: Once = Once::new();

/// The SIGBUS handler: a fault inside a guarded map maps zeros from the faulting page to the
/// map's end (only `mmap`, which is async-signal-safe) and marks the map cut; the faulting
/// read is then retried and reads zeros. Any other SIGBUS goes to the previous action.
extern "C" fn on_sigbus(
    signal: libc::c_int,
    info: *mut libc::siginfo_t,
    context: *mut libc::c_void,
) {
    // SAFETY: the kernel passes a valid siginfo to an SA_SIGINFO handler.
    let address = unsafe { (*info).si_addr() } as usize;
    for guarded in &GUARDED {
        if guarded.state.load(Ordering::Acquire) != ACTIVE {
            continue;
        }
        let (start, end) = (
            guarded.start.load(Ordering::Acquire),
            guarded.end.load(Ordering::Acquire),
        );
        if (start..end).contains(&address) {
            // SAFETY: sysconf is async-signal-safe in practice (it reads a constant).
            let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as usize;
            let from = address & !(page - 1);
            // SAFETY: [from, end) lies in this map, which its owner keeps alive while reading
            // it (the fault is its read); the anonymous pages replace the vanished file pages.
            let zeros = unsafe {
                libc::mmap(
                    from as *mut libc::c_void,
                    end - from,
                    libc::PROT_READ,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                    -1,
                    0,
                )
            };
            if zeros != libc::MAP_FAILED {
                guarded.cut.store(true, Ordering::Release);
                return;
            }
        }
    }
    // Not ours: the previous action, as if aotspy had installed none.
    // SAFETY: PREVIOUS was written once, before this handler was installed.
    unsafe {
        let previous = &*std::ptr::addr_of!(PREVIOUS).cast::<libc::sigaction>();
        if previous.sa_flags & libc::SA_SIGINFO != 0 && previous.sa_sigaction > libc::SIG_IGN {
            let handler: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) =
                std::mem::transmute(previous.sa_sigaction);
            handler(signal, info, context);
        } else {
            // Reinstalled, the faulting instruction raises it again, to the default action.
            libc::sigaction(signal, previous, std::ptr::null_mut());
        }
    }
}

/// Installs [`on_sigbus`] once.
fn install_handler() {
    INSTALL.call_once(|| {
        // SAFETY: a zeroed sigaction with the handler, SA_SIGINFO and an empty mask is valid;
        // PREVIOUS is written here only, before the handler that reads it is installed.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_sigbus as *const () as usize;
            action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(
                libc::SIGBUS,
                &action,
                std::ptr::addr_of_mut!(PREVIOUS).cast::<libc::sigaction>(),
            );
        }
    });
}

/// A free slot for `[start, end)`, active; `None` when all are taken.
fn guard(start: usize, end: usize) -> Option<&'static Guarded> {
    let slot = GUARDED.iter().find(|g| {
        g.state
            .compare_exchange(FREE, CLAIMED, Ordering::AcqRel, Ordering::Relaxed)
            .is_ok()
    })?;
    slot.start.store(start, Ordering::Release);
    slot.end.store(end, Ordering::Release);
    slot.cut.store(false, Ordering::Release);
    slot.state.store(ACTIVE, Ordering::Release);
    Some(slot)
}

impl MappedFile {
    /// Maps `path` read-only. Reading through the map costs no copy, so a scan runs at the speed
    /// of the page cache. A file cut while mapped reads as zeros past the cut, and
    /// [`intact`](Self::intact) then says so.
    pub fn open(path: &Path) -> io::Result<MappedFile> {
        let file = File::open(path)?;
        let len = file.metadata()?.len();
        if len == 0 {
            return Ok(MappedFile {
                map: None,
                slot: None,
                copy: None,
            });
        }
        install_handler();
        // SAFETY: a private read-only map; a file cut while mapped faults into on_sigbus, which
        // handles the faults inside the guarded range registered below before any read.
        let map = unsafe { memmap2::MmapOptions::new().map(&file)? };
        let start = map.as_ptr() as usize;
        let Some(slot) = guard(start, start + map.len()) else {
            drop(map);
            let mut copy = Vec::new();
            io::Read::read_to_end(&mut io::Read::take(&file, len), &mut copy)?;
            return Ok(MappedFile {
                map: None,
                slot: None,
                copy: Some(copy),
            });
        };
        // Failure only loses read-ahead.
        let _ = map.advise(memmap2::Advice::Sequential);
        Ok(MappedFile {
            map: Some(map),
            slot: Some(slot),
            copy: None,
        })
    }

    /// `Ok` unless the file was cut while it was read: what was read of it then is partly
    /// zeros, not the file's, and is to be thrown away.
    pub fn intact(&self) -> io::Result<()> {
        match self.slot {
            Some(slot) if slot.cut.load(Ordering::Acquire) => Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the file was cut while it was read",
            )),
            _ => Ok(()),
        }
    }
}

impl Drop for MappedFile {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            // Unguarded before it is unmapped: nothing reads it any more.
            slot.state.store(FREE, Ordering::Release);
        }
    }
}

impl std::ops::Deref for MappedFile {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.map.as_deref().or(self.copy.as_deref()).unwrap_or(&[])
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
        // Read through the map past the cut: zeros, no SIGBUS, and the map says it was cut.
        assert!(map.intact().is_ok());
        let page = 4096;
        assert!(map[page..].iter().all(|&b| b == 0));
        assert_eq!(&map[..100], &words[..100]);
        assert!(map.intact().is_err());
        drop(map);
        // A map of a file left whole is intact, and its slot is free again after it.
        let whole = MappedFile::open(file.path()).unwrap();
        assert!(whole.intact().is_ok());
        file.as_file().set_len(0).unwrap();
        assert!(read_words(&reader).unwrap().is_empty());
    }
}
