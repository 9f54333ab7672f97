//! Which mapping of this process holds an address, asked of the kernel one address at a time
//! (`PROCMAP_QUERY`, Linux 6.11): what the transport asks of a module's input bytes instead of
//! reading all of `/proc/self/maps` after every module. A JAX process maps 563 regions: the
//! kernel took 0.55 ms to print them (measured in that process) and the preload 1.3 M
//! instructions to parse them (callgrind), for each of a run's 118 reads (docs/performance.md).
//! The query costs an open, an ioctl and a close.
//!
//! Only the transport thread calls it (never a hook): opening a file is I/O.

use std::ffi::c_void;
use std::fs::File;
use std::os::fd::AsRawFd;

/// `struct procmap_query` of `linux/fs.h` (Linux 6.11), field for field; `size` tells the
/// kernel which version of it the caller knows.
#[repr(C)]
#[derive(Default)]
struct ProcmapQuery {
    size: u64,
    query_flags: u64,
    query_addr: u64,
    vma_start: u64,
    vma_end: u64,
    vma_flags: u64,
    vma_page_size: u64,
    vma_offset: u64,
    inode: u64,
    dev_major: u32,
    dev_minor: u32,
    vma_name_size: u32,
    build_id_size: u32,
    vma_name_addr: u64,
    build_id_addr: u64,
}

/// `PROCMAP_QUERY`: `_IOWR('f', 17, struct procmap_query)`.
const PROCMAP_QUERY: u64 =
    (3 << 30) | ((std::mem::size_of::<ProcmapQuery>() as u64) << 16) | ((b'f' as u64) << 8) | 17;

/// Longest path the kernel may return (`PATH_MAX`).
const NAME_CAPACITY: usize = 4096;

/// What holds an address.
#[derive(Debug, PartialEq, Eq)]
pub enum Holder {
    /// A mapping of this file (its path as `/proc/self/maps` prints it).
    File(String),
    /// Memory no file backs: the heap, an anonymous mapping, a stack.
    Anonymous,
    /// No mapping covers it.
    Unmapped,
}

/// What holds `address`; `None` when the kernel cannot say (older than 6.11, or /proc not
/// mounted): then the caller reads the maps as before.
pub fn holder(address: usize) -> Option<Holder> {
    // Opened for each query, never kept: a program may close every descriptor it did not
    // open (closefrom) and reuse the number for a file of its own.
    let maps = File::open("/proc/self/maps").ok()?;
    let mut name = vec![0u8; NAME_CAPACITY];
    let mut query = ProcmapQuery {
        size: std::mem::size_of::<ProcmapQuery>() as u64,
        query_addr: address as u64,
        vma_name_size: NAME_CAPACITY as u32,
        vma_name_addr: name.as_mut_ptr() as u64,
        ..ProcmapQuery::default()
    };
    // SAFETY: `query` is a `procmap_query` of the size it says, and `name` outlives the call
    // with the capacity it gives; the kernel writes only into them.
    let status = unsafe {
        libc::ioctl(
            maps.as_raw_fd(),
            PROCMAP_QUERY as _,
            &mut query as *mut ProcmapQuery as *mut c_void,
        )
    };
    if status != 0 {
        return match std::io::Error::last_os_error().raw_os_error() {
            Some(libc::ENOENT) => Some(Holder::Unmapped),
            _ => None,
        };
    }
    if query.inode == 0 {
        return Some(Holder::Anonymous);
    }
    // vma_name_size counts the terminating NUL.
    let length = (query.vma_name_size as usize)
        .saturating_sub(1)
        .min(NAME_CAPACITY);
    name.truncate(length);
    match String::from_utf8(name) {
        Ok(path) if path.starts_with('/') => Some(Holder::File(path)),
        // A file mapping without a path the maps would show (memfd, a name that is not
        // UTF-8): the maps are the authority, read them.
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The query answers as `/proc/self/maps` does, which also checks the struct's layout
    /// and the ioctl's number against this kernel (every stack's tests run on Linux 6.11 or
    /// later; an older one fails here, saying so).
    #[test]
    fn the_holder_of_code_of_the_heap_and_of_nothing() {
        let code = libc::getpid as *const () as usize;
        let Some(Holder::File(path)) = holder(code) else {
            panic!(
                "no file for libc's getpid at {code:#x}: {:?} (PROCMAP_QUERY needs Linux 6.11)",
                holder(code)
            );
        };
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        let listed = maps.lines().any(|line| {
            let range = line.split_whitespace().next().unwrap();
            let (start, end) = range.split_once('-').unwrap();
            let (start, end) = (
                usize::from_str_radix(start, 16).unwrap(),
                usize::from_str_radix(end, 16).unwrap(),
            );
            (start..end).contains(&code) && line.ends_with(&path)
        });
        assert!(listed, "{path} is not where /proc/self/maps has {code:#x}");
        let heap = Box::new([7u8; 64]);
        assert_eq!(holder(heap.as_ptr() as usize), Some(Holder::Anonymous));
        assert_eq!(holder(0x1000), Some(Holder::Unmapped));
    }
}
