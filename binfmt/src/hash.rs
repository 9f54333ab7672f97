//! Content hashes.

/// Hex SHA-256, the content hash used for dedupe, caching and provenance.
pub fn sha256_hex(bytes: &[u8]) -> String {
    sha256_hex_of_parts(&[bytes])
}

/// The hash of the parts one after the other, without copying them together (a SYCL program
/// can pass many SPIR-V inputs).
pub fn sha256_hex_of_parts(parts: &[&[u8]]) -> String {
    use sha2::{Digest, Sha256};
    use std::fmt::Write;
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
    }
    hasher
        .finalize()
        .iter()
        .fold(String::with_capacity(64), |mut hex, byte| {
            // Writing to a String cannot fail.
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}
