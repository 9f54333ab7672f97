//! A short private directory per test ([`Scratch`]: Unix socket paths must fit 108 bytes;
//! tmpfs mounts in it are undone on drop), and listing the files and streams in a directory.

use crate::run::run;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A fresh private directory for one test, `/tmp/aotspy-t<pid>-<name>` (short, so socket paths in
/// it fit a Unix socket address), removed (and anything mounted in it unmounted) on drop.
pub struct Scratch {
    pub dir: PathBuf,
    mounts: Vec<PathBuf>,
}

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("aotspy-t{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch {
            dir,
            mounts: Vec::new(),
        }
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.dir.join(rel)
    }

    /// Mounts a tmpfs of `size` (e.g. "64k") at `rel`; `false` when mounting is not permitted.
    pub fn mount_tmpfs(&mut self, rel: &str, size: &str) -> bool {
        let at = self.path(rel);
        fs::create_dir_all(&at).unwrap();
        let out = run(
            Command::new("mount")
                .args(["-t", "tmpfs", "-o"])
                .arg(format!("size={size},mode=0700"))
                .arg("tmpfs")
                .arg(&at),
            Duration::from_secs(30),
        );
        if out.status.success() {
            self.mounts.push(at);
            true
        } else {
            eprintln!("cannot mount a tmpfs:\n{}", out.describe());
            false
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        for at in self.mounts.iter().rev() {
            let _ = Command::new("umount").arg(at).status();
        }
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Files directly in `dir` (none if it does not exist), sorted.
pub fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// The stream files (`*.aotspy`) directly in `dir`, sorted. A spool also holds `*.counts` files.
pub fn streams_in(dir: &Path) -> Vec<PathBuf> {
    files_in(dir)
        .into_iter()
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == aotspy_proto::SPOOL_SUFFIX)
        })
        .collect()
}
