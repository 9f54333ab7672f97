//! SYCL's persistent device code cache (`SYCL_CACHE_PERSISTENT=1`): the `.bin` files in which
//! the SYCL runtime keeps the native binaries it built, and loads again as native input
//! (intel/llvm `sycl/source/detail/persistent_device_code_cache.cpp`). Two layouts exist, all
//! integers `size_t`, little endian on the x86-64 hosts aotspy runs on:
//! - one binary per file (current runtimes): `size`, then `size` bytes;
//! - several (older runtimes): `count`, then `count` times `size` and `size` bytes.
//!
//! The bytes are untrusted (any file in a cache directory): every size is checked against
//! what the file holds, and a file must be used up exactly, or it is not a cache file.

/// More images than this in one file is not a cache file: SYCL writes one per device.
const MAX_IMAGES: u64 = 4096;

fn u64_at(bytes: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
}

/// The binaries a SYCL cache file holds, or `None` when `bytes` is in neither layout.
pub fn images(bytes: &[u8]) -> Option<Vec<&[u8]>> {
    let first = u64_at(bytes, 0)?;
    if first == bytes.len() as u64 - 8 && first > 0 {
        return Some(vec![&bytes[8..]]);
    }
    if first == 0 || first > MAX_IMAGES {
        return None;
    }
    let mut images = Vec::new();
    let mut at = 8usize;
    for _ in 0..first {
        let size = u64_at(bytes, at)?;
        at += 8;
        let end = at.checked_add(usize::try_from(size).ok()?)?;
        images.push(bytes.get(at..end)?);
        at = end;
    }
    (at == bytes.len()).then_some(images)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sized(parts: &[&[u8]]) -> Vec<u8> {
        let mut bytes = Vec::new();
        for part in parts {
            bytes.extend_from_slice(&(part.len() as u64).to_le_bytes());
            bytes.extend_from_slice(part);
        }
        bytes
    }

    #[test]
    fn one_binary_per_file() {
        let file = sized(&[b"zebin bytes"]);
        assert_eq!(images(&file), Some(vec![&b"zebin bytes"[..]]));
    }

    #[test]
    fn several_binaries_with_a_count() {
        let mut file = 2u64.to_le_bytes().to_vec();
        file.extend(sized(&[b"first", b"second image"]));
        assert_eq!(
            images(&file),
            Some(vec![&b"first"[..], &b"second image"[..]])
        );
    }

    #[test]
    fn anything_else_is_refused() {
        assert_eq!(images(b""), None);
        assert_eq!(images(b"short"), None);
        let mut cut = 2u64.to_le_bytes().to_vec();
        cut.extend(sized(&[b"first"]));
        assert_eq!(images(&cut), None, "a missing image");
        let mut trailing = sized(&[b"one"]);
        trailing.extend_from_slice(b"more");
        assert_eq!(images(&trailing), None, "bytes past the last image");
        let mut huge = 1u64.to_le_bytes().to_vec();
        huge.extend_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(images(&huge), None, "a size past the end");
        assert_eq!(images(&[0u8; 8]), None, "no image");
    }
}
