//! Durable counts: kernel records live in a file-backed `MAP_SHARED` mapping (the layout is
//! `aotspy_proto::counters`), so the launch hook's atomic add lands in the page cache, which the
//! kernel keeps when the process dies, however it dies. The hot path does not change: it adds
//! to the record it finds, wherever that record lives.
//!
//! Everything here is a cold path (engaging, creating a kernel, fork). The file is created when
//! the process engages, before any hook is handed out; a kernel record that finds no file (it
//! could not be created, or a new chunk could not be reserved) lives on the heap, and its counts
//! reach the collector only through the stream's periodic flush, as they did before.
//!
//! Beside the counters file, the descriptions file (`aotspy_proto::descriptions`) says what each
//! slot counts: a kernel taking a slot first appends its description there, one `write(2)` on
//! an `O_APPEND` descriptor, so every count on disk has its kernel's name on disk even when the
//! process dies before its stream described the kernel. A description that cannot be written is
//! lost, nothing else: the slot is taken all the same.
//!
//! Both descriptors are [`Kept`]: a program that closes them (`closefrom(3)`) and opens its own
//! file under the same number never gets aotspy's records; from then on new kernels' records
//! live on the heap (the chunks already mapped go on counting).

use crate::files::{Dir, Kept};
use aotspy_proto::counters::{
    CHUNK_BYTES, FIRST_KERNEL_SLOT, MAGIC, SLOT_BYTES, UNHOOKED_ENTRIES_OFFSET,
    UNKNOWN_KERNEL_SLOT, UNKNOWN_LIST_RUNS_OFFSET, VERSION,
};
use aotspy_proto::descriptions::{self, KernelDescription};
use std::fs::File;
use std::os::unix::io::AsRawFd;
use std::sync::atomic::{AtomicU32, AtomicU64};
use std::sync::{Mutex, MutexGuard};

/// A kernel's record: a slot of the durable counters file (`durable.rs`), whose layout
/// `aotspy_proto::counters` gives: id, handle, dispatches; then the call-site schedule
/// (`stacks/`), in bytes the collector does not read.
#[repr(C, align(32))]
pub struct KernelRecord {
    pub id: u64,
    pub handle: usize,
    pub dispatches: AtomicU64,
    /// Appends left until the next call-site sample: 1 at creation, so the first is sampled;
    /// 0 in the records that are not kernels (never reached, or sampled only after 2^32).
    pub sample_countdown: AtomicU32,
    /// Which append of the kernel the last call-site sample was taken at; 0 before the first.
    pub sampled_launch: AtomicU32,
}

#[cfg(test)]
impl KernelRecord {
    pub fn for_test(id: u64) -> KernelRecord {
        KernelRecord {
            id,
            dispatches: AtomicU64::new(0),
            handle: id as usize,
            sample_countdown: AtomicU32::new(1),
            sampled_launch: AtomicU32::new(0),
        }
    }
}

const SLOTS_PER_CHUNK: usize = CHUNK_BYTES / SLOT_BYTES;
const _: () = assert!(std::mem::size_of::<KernelRecord>() == SLOT_BYTES);
const _: () = assert!(std::mem::align_of::<KernelRecord>() <= SLOT_BYTES);

/// This process's counters file: the chunk slots are taken from, and how many are taken.
pub struct Store {
    file: Kept<File>,
    /// The descriptions file, while its records are whole: closed after a failed or short write,
    /// since a record appended after a cut one would not be read.
    descriptions: Option<Kept<File>>,
    chunk: *mut u8,
    chunks: usize,
    used: usize,
}

// SAFETY: the chunk pointer is a shared mapping that is never unmapped; `STORE`'s lock
// serializes slot allocation.
unsafe impl Send for Store {}

static STORE: Mutex<Option<Store>> = Mutex::new(None);

/// The counters the durable header and slot 2 hold, for `record`.
pub struct Header {
    pub unknown_kernel: &'static KernelRecord,
    pub unknown_list_runs: &'static AtomicU64,
    pub unhooked_entries: &'static AtomicU64,
}

/// Creates the counters file `name` in the spool directory (exclusively: see `files.rs`) and
/// maps its first chunk; and the descriptions file beside it (`<pid>-<start>.kernels`),
/// created the same way, without which kernels are still counted.
pub fn create(dir: &Dir, name: &str) -> std::io::Result<Header> {
    let file = Kept::new(dir.create(name, libc::O_RDWR)?, dir.path().join(name))?;
    let chunk = match map_chunk(&file, 0) {
        Ok(chunk) => chunk,
        Err(e) => {
            // Nothing half made is left behind (on a full disk, say).
            dir.remove(name);
            return Err(e);
        }
    };
    // SAFETY: the chunk is CHUNK_BYTES of zeroed, writable memory; the header's fields are at
    // aligned offsets of its first slots.
    unsafe {
        chunk.cast::<[u8; 8]>().write(MAGIC);
        chunk.add(8).cast::<u32>().write(VERSION.to_le());
        chunk
            .add(12)
            .cast::<u32>()
            .write((SLOT_BYTES as u32).to_le());
        chunk
            .add(16)
            .cast::<u64>()
            .write((CHUNK_BYTES as u64).to_le());
    }
    let header = unsafe {
        Header {
            unknown_kernel: &*chunk.add(UNKNOWN_KERNEL_SLOT * SLOT_BYTES).cast(),
            unknown_list_runs: &*chunk.add(UNKNOWN_LIST_RUNS_OFFSET).cast(),
            unhooked_entries: &*chunk.add(UNHOOKED_ENTRIES_OFFSET).cast(),
        }
    };
    *STORE.lock().unwrap_or_else(|e| e.into_inner()) = Some(Store {
        file,
        descriptions: create_descriptions(dir, &descriptions_name(name)),
        chunk,
        chunks: 1,
        used: FIRST_KERNEL_SLOT,
    });
    Ok(header)
}

/// The descriptions file at `path`, its header written; `None` when it cannot be made (then
/// only the stream describes kernels, as before the file existed).
fn create_descriptions(dir: &Dir, name: &str) -> Option<Kept<File>> {
    let file = dir.create(name, libc::O_WRONLY | libc::O_APPEND).ok()?;
    let file = Kept::new(file, dir.path().join(name)).ok()?;
    if write_whole(&file, &descriptions::header()) == Some(true) {
        Some(file)
    } else {
        dir.remove(name);
        None
    }
}

/// `<pid>-<start>.kernels` for `<pid>-<start>.counts`.
fn descriptions_name(counters: &str) -> String {
    let stem = counters.rsplit_once('.').map_or(counters, |(stem, _)| stem);
    format!("{stem}.{}", aotspy_proto::DESCRIPTIONS_SUFFIX)
}

/// One `write(2)` of `bytes`: whether all of them were written; `None` when the program
/// closed the file's descriptor (nothing was written).
fn write_whole(file: &Kept<File>, bytes: &[u8]) -> Option<bool> {
    let fd = file.get()?.as_raw_fd();
    // SAFETY: `bytes` is valid for its length; the fd is open.
    let written = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
    Some(written == bytes.len() as isize)
}

/// Places `record` in the next free slot of the counters file, mapping one more chunk when the
/// current one is full; on the heap when there is no file or the file cannot grow. A record
/// placed in the file is described there first (`description`), so no count in the file can be
/// of a kernel it does not describe; once the program closed the descriptions file, records go
/// to the heap.
pub fn allocate(record: KernelRecord, description: &KernelDescription) -> &'static KernelRecord {
    let mut store = STORE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(store) = store.as_mut().filter(|store| store.describable()) {
        if let Some(slot) = store.next_slot() {
            store.describe(description);
            // SAFETY: the slot is SLOT_BYTES of zeroed, aligned, writable memory no one else
            // was given, in a mapping that is never unmapped.
            unsafe {
                slot.cast::<KernelRecord>().write(record);
                return &*slot.cast::<KernelRecord>();
            }
        }
    }
    Box::leak(Box::new(record))
}

impl Store {
    /// False once the program closed the descriptions file: a record placed in the counters
    /// file from then on could not be described, so it goes to the heap.
    fn describable(&self) -> bool {
        self.descriptions
            .as_ref()
            .is_none_or(|file| file.get().is_some())
    }

    /// Appends `description`; after a write that failed or was cut, writes no more. (A file
    /// the program closed is kept, given up: [`Store::describable`] says no from then on.)
    fn describe(&mut self, description: &KernelDescription) {
        if let Some(file) = &self.descriptions {
            if write_whole(file, &descriptions::encode(description)) == Some(false) {
                self.descriptions = None;
            }
        }
    }

    fn next_slot(&mut self) -> Option<*mut u8> {
        if self.used == SLOTS_PER_CHUNK {
            self.chunk = map_chunk(&self.file, self.chunks).ok()?;
            self.chunks += 1;
            self.used = 0;
        }
        self.used += 1;
        // SAFETY: `used - 1` is a slot index inside the chunk.
        Some(unsafe { self.chunk.add((self.used - 1) * SLOT_BYTES) })
    }
}

/// Maps chunk `index` of `file`, after reserving its blocks: a page of a shared file mapping
/// that the file system cannot back raises SIGBUS on the first write, which would be a launch.
fn map_chunk(file: &Kept<File>, index: usize) -> std::io::Result<*mut u8> {
    let offset = (index * CHUNK_BYTES) as libc::off_t;
    let fd = file
        .get()
        .ok_or_else(|| std::io::Error::from_raw_os_error(libc::EBADF))?
        .as_raw_fd();
    let reserved = unsafe { libc::posix_fallocate(fd, offset, CHUNK_BYTES as libc::off_t) };
    if reserved != 0 {
        return Err(std::io::Error::from_raw_os_error(reserved));
    }
    let chunk = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            CHUNK_BYTES,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED,
            fd,
            offset,
        )
    };
    if chunk == libc::MAP_FAILED {
        return Err(std::io::Error::last_os_error());
    }
    Ok(chunk.cast())
}

/// Held across `fork` with the bookkeeping's locks.
pub fn hold_for_fork() -> MutexGuard<'static, Option<Store>> {
    STORE.lock().unwrap_or_else(|e| e.into_inner())
}

/// In a forked child: the parent's file is the parent's. The child closes its copy of the fd
/// and takes no slot there; it creates its own file when it engages. The inherited mappings
/// stay mapped, since records the child no longer reaches may still be pointed at, but the
/// bookkeeping forgets every one of them (`record::forget_parent`), so none is written.
pub fn forget_parent(mut held: MutexGuard<'static, Option<Store>>) {
    held.take();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    fn description(id: u64) -> KernelDescription {
        KernelDescription {
            id,
            module: Some(1),
            device: None,
            found: false,
            name: format!("k{id}"),
            operation: None,
        }
    }

    /// More kernels than one chunk holds: the file grows by a chunk, earlier records stay where
    /// they are, and the collector's reader sees every count, each kernel described beside.
    #[test]
    fn records_outgrow_a_chunk_and_stay_readable() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("spool");
        let spool = Dir::open(&dir, &dir).unwrap();
        let path = dir.join("1-2.counts");
        let described = dir.join("1-2.kernels");
        let header = create(&spool, "1-2.counts").unwrap();
        let kernels = SLOTS_PER_CHUNK + 100;
        let records: Vec<&KernelRecord> = (1..=kernels as u64)
            .map(|id| allocate(KernelRecord::for_test(id), &description(id)))
            .collect();
        for record in &records {
            record
                .dispatches
                .fetch_add(record.id * 2, Ordering::Relaxed);
        }
        header
            .unknown_kernel
            .dispatches
            .fetch_add(5, Ordering::Relaxed);
        header.unknown_list_runs.fetch_add(4, Ordering::Relaxed);
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(bytes.len(), 2 * CHUNK_BYTES);
        let counts = aotspy_proto::counters::parse(&bytes).unwrap();
        assert_eq!(counts.totals.len(), kernels);
        assert!(counts.totals.iter().all(|t| t.dispatches == t.kernel * 2));
        assert_eq!(counts.unattributed.unknown_kernel_launches, 5);
        assert_eq!(counts.unattributed.unknown_list_runs, 4);
        let descriptions = descriptions::parse(&std::fs::read(&described).unwrap()).unwrap();
        assert_eq!(descriptions.trailing_bytes, 0);
        assert_eq!(
            descriptions.kernels,
            (1..=kernels as u64).map(description).collect::<Vec<_>>()
        );
        let mode = std::os::unix::fs::PermissionsExt::mode(
            &std::fs::metadata(&described).unwrap().permissions(),
        );
        assert_eq!(mode & 0o777, 0o600);
    }
}
