//! File-system helpers: safe file names, the default report directory, the private socket dir.

use anyhow::{bail, Context, Result};
use std::fs;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// Linux `NAME_MAX`: longer names fail to create on every common file system.
const MAX_FILE_NAME_BYTES: usize = 255;
/// Longer names get cut here; a hash of the full name keeps them apart.
const READABLE_STEM_BYTES: usize = 160;
const HASH_SUFFIX_HEX: usize = 12;

pub fn current_uid() -> u32 {
    // SAFETY: getuid has no preconditions and cannot fail.
    unsafe { libc::getuid() }
}

/// A file name for `raw` (any string, e.g. a kernel name of any length) followed by `suffix`
/// (such as `.asm`, or nothing): ASCII letters, digits, `_`, `-` and `.` only, never hidden, at
/// most 255 bytes. Names that had to be changed carry a short hash of `raw`, so distinct inputs
/// stay distinct.
pub fn safe_file_name(raw: &str, suffix: &str) -> String {
    let mut stem: String = raw
        .chars()
        .map(|c| match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '_' | '-' | '.' => c,
            _ => '_',
        })
        .collect();
    if stem.starts_with('.') || stem.is_empty() {
        stem.insert(0, '_');
    }
    let budget =
        (MAX_FILE_NAME_BYTES - suffix.len() - 1 - HASH_SUFFIX_HEX).min(READABLE_STEM_BYTES);
    if stem != raw || stem.len() > budget {
        // The stem is ASCII, so cutting at any byte is a char boundary.
        stem.truncate(budget);
        let hash = aotspy_binfmt::sha256_hex(raw.as_bytes());
        stem.push('~');
        stem.push_str(&hash[..HASH_SUFFIX_HEX]);
    }
    stem + suffix
}

/// `./aotspy-<YYYYmmdd-HHMMSS>` in local time, with a counter if that already exists.
pub fn default_out_dir() -> PathBuf {
    let base = format!("aotspy-{}", local_timestamp());
    let mut candidate = PathBuf::from(&base);
    let mut n = 2;
    while candidate.exists() {
        candidate = PathBuf::from(format!("{base}-{n}"));
        n += 1;
    }
    candidate
}

pub fn local_timestamp() -> String {
    // SAFETY: time(NULL) and localtime_r with valid pointers to locals are always sound.
    unsafe {
        let now = libc::time(std::ptr::null_mut());
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&now, &mut tm).is_null() {
            return now.to_string();
        }
        format!(
            "{:04}{:02}{:02}-{:02}{:02}{:02}",
            tm.tm_year + 1900,
            tm.tm_mon + 1,
            tm.tm_mday,
            tm.tm_hour,
            tm.tm_min,
            tm.tm_sec
        )
    }
}

/// Creates `dir` as 0700, or checks that an existing one is a real directory of ours and makes it
/// 0700: sockets in it must not be reachable, or replaceable, by other users.
pub fn ensure_private_dir(dir: &Path) -> Result<()> {
    match fs::DirBuilder::new().mode(0o700).create(dir) {
        Ok(()) => return Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e).with_context(|| format!("cannot create {}", dir.display())),
    }
    let meta =
        fs::symlink_metadata(dir).with_context(|| format!("cannot inspect {}", dir.display()))?;
    if !meta.is_dir() {
        bail!("{} exists but is not a directory; remove it", dir.display());
    }
    if meta.uid() != current_uid() {
        bail!(
            "{} belongs to uid {}, not to you (uid {}); refusing to put a socket there",
            dir.display(),
            meta.uid(),
            current_uid()
        );
    }
    if meta.mode() & 0o077 != 0 {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o700))
            .with_context(|| format!("cannot make {} private (chmod 700)", dir.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_pass_through() {
        assert_eq!(
            safe_file_name("_ZTSZ4mainE10vector_add", ".asm"),
            "_ZTSZ4mainE10vector_add.asm"
        );
    }

    #[test]
    fn unsafe_characters_are_replaced_and_disambiguated() {
        let a = safe_file_name("a/b c", ".asm");
        let b = safe_file_name("a_b_c", ".asm");
        assert!(a.starts_with("a_b_c~"), "{a}");
        assert_eq!(b, "a_b_c.asm");
        assert_ne!(a, b);
        assert!(!safe_file_name("..", ".asm").starts_with('.'));
        assert!(!safe_file_name("", ".asm").starts_with('.'));
    }

    #[test]
    fn long_names_fit_name_max_and_stay_distinct() {
        let long_a = format!("_ZTS{}A", "N".repeat(5000));
        let long_b = format!("_ZTS{}B", "N".repeat(5000));
        let a = safe_file_name(&long_a, ".asm");
        let b = safe_file_name(&long_b, ".asm");
        assert!(a.len() <= MAX_FILE_NAME_BYTES);
        assert!(a.ends_with(".asm"));
        assert_ne!(a, b);
        let unicode = "ü".repeat(300);
        assert!(safe_file_name(&unicode, ".asm").len() <= MAX_FILE_NAME_BYTES);
    }

    #[test]
    fn private_dir_is_created_0700_and_tightened() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("priv");
        ensure_private_dir(&dir).unwrap();
        assert_eq!(fs::metadata(&dir).unwrap().mode() & 0o777, 0o700);
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
        ensure_private_dir(&dir).unwrap();
        assert_eq!(fs::metadata(&dir).unwrap().mode() & 0o777, 0o700);
        let file = tmp.path().join("file");
        fs::write(&file, "").unwrap();
        assert!(ensure_private_dir(&file).is_err());
    }
}
