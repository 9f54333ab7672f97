//! Reads of the process's own memory that fail as values, never as a signal in the workload:
//! `process_vm_readv` with the process's own pid. The kernel copies what is mapped and readable
//! and reports `EFAULT` for the rest, where a plain load of a freed or unmapped address would
//! crash the workload. Every read is one system call of a bounded size.

/// Bytes one [`Memory::block`] read holds at most: more than any structure the reader reads
/// the head of (a code object's fields end before 512 bytes in 3.11 to 3.15).
pub const BLOCK_BYTES: usize = 1024;

use std::mem::MaybeUninit;

/// This process's memory, as of the pid it has now (a forked child reads its own).
pub struct Memory {
    pid: libc::pid_t,
}

impl Memory {
    pub fn of_this_process() -> Memory {
        // SAFETY: getpid has no preconditions.
        Memory {
            pid: unsafe { libc::getpid() },
        }
    }

    /// Fills `buf` from `address`; false unless every byte was read.
    pub fn read(&self, address: usize, buf: &mut [u8]) -> bool {
        if address == 0 || buf.is_empty() {
            return buf.is_empty();
        }
        let local = libc::iovec {
            iov_base: buf.as_mut_ptr().cast(),
            iov_len: buf.len(),
        };
        let remote = libc::iovec {
            iov_base: address as *mut libc::c_void,
            iov_len: buf.len(),
        };
        // SAFETY: `local` describes `buf`, writable for its length; the remote range is only
        // read, by the kernel, which checks it.
        let read = unsafe { libc::process_vm_readv(self.pid, &local, 1, &remote, 1, 0) };
        usize::try_from(read).is_ok_and(|n| n == buf.len())
    }

    /// The first `len` bytes (at most [`BLOCK_BYTES`]) at `address`.
    pub fn block(&self, address: usize, len: usize) -> Option<Block> {
        let len = len.min(BLOCK_BYTES);
        // Not zeroed first (a sample reads two blocks a frame): only the bytes the read
        // filled are ever looked at.
        let mut bytes = [MaybeUninit::<u8>::uninit(); BLOCK_BYTES];
        // SAFETY: the kernel writes (never reads) the destination; `read` returns true only
        // when it wrote all `len` bytes.
        let filled = self.read(address, unsafe {
            std::slice::from_raw_parts_mut(bytes.as_mut_ptr().cast::<u8>(), len)
        });
        filled.then_some(Block { bytes, len })
    }

    /// The pointer-sized word at `address`.
    pub fn word(&self, address: usize) -> Option<usize> {
        let mut bytes = [0u8; 8];
        self.read(address, &mut bytes)
            .then(|| usize::from_ne_bytes(bytes))
    }
}

/// The head of a structure, read whole; fields outside what was read are 0.
pub struct Block {
    /// The first `len` are initialized.
    bytes: [MaybeUninit<u8>; BLOCK_BYTES],
    len: usize,
}

impl Block {
    pub fn word(&self, offset: usize) -> usize {
        usize::from_ne_bytes(self.array(offset))
    }

    pub fn u32(&self, offset: usize) -> u32 {
        u32::from_ne_bytes(self.array(offset))
    }

    fn array<const N: usize>(&self, offset: usize) -> [u8; N] {
        // SAFETY: the first `len` bytes were written by the read that made the block.
        let filled =
            unsafe { std::slice::from_raw_parts(self.bytes.as_ptr().cast::<u8>(), self.len) };
        filled
            .get(offset..offset.saturating_add(N))
            .and_then(|b| b.try_into().ok())
            .unwrap_or([0; N])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mapped_memory_is_read_and_unmapped_memory_fails_as_a_value() {
        let memory = Memory::of_this_process();
        let value: u64 = 0x1122_3344_5566_7788;
        assert_eq!(
            memory.word(&value as *const u64 as usize),
            Some(0x1122_3344_5566_7788)
        );
        // The first page is never mapped; neither is the top of the user address space.
        assert_eq!(memory.word(8), None);
        assert_eq!(memory.word(0x7fff_ffff_f000 - 4), None);
        let block = memory.block(&value as *const u64 as usize, 8).unwrap();
        assert_eq!(block.word(0), 0x1122_3344_5566_7788);
        assert_eq!(block.u32(4), 0x1122_3344);
        // Past what was read: 0, never a panic.
        assert_eq!(block.word(4), 0);
        assert_eq!(block.word(usize::MAX), 0);
    }
}
