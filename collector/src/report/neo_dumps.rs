//! NEO's own dumps of the zebins it loads (`DumpZEBin=1`, drivers 23.17 and later write
//! `dumped_zebin_module*.elf` into the program's working directory): an independent witness that
//! the binaries aotspy captured are the ones the driver ran.

use anyhow::{Context, Result};
pub use aotspy_report::NeoDump;
use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Where a run keeps the dumps, relative to the report directory.
pub const DUMPS_DIR: &str = "neo-dumps";

/// The dump files present before the run, so that only the run's own are taken.
pub struct DumpSnapshot(BTreeMap<PathBuf, (u64, Option<SystemTime>)>);

fn is_dump_name(name: &str) -> bool {
    name.starts_with("dumped_zebin_module") && name.ends_with(".elf")
}

fn dump_files(dir: &Path) -> BTreeMap<PathBuf, (u64, Option<SystemTime>)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return BTreeMap::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_name().to_str().is_some_and(is_dump_name))
        .filter_map(|e| {
            let meta = e.metadata().ok().filter(|m| m.is_file())?;
            Some((e.path(), (meta.len(), meta.modified().ok())))
        })
        .collect()
}

pub fn snapshot(dir: &Path) -> DumpSnapshot {
    DumpSnapshot(dump_files(dir))
}

/// Moves dump files that are new or changed since `before` into `<out_dir>/neo-dumps/`; returns
/// how many.
pub fn take_new(dir: &Path, before: &DumpSnapshot, out_dir: &Path) -> Result<usize> {
    let fresh: Vec<PathBuf> = dump_files(dir)
        .into_iter()
        .filter(|(path, stamp)| before.0.get(path) != Some(stamp))
        .map(|(path, _)| path)
        .collect();
    if fresh.is_empty() {
        return Ok(0);
    }
    let target_dir = out_dir.join(DUMPS_DIR);
    fs::create_dir_all(&target_dir)
        .with_context(|| format!("cannot create {}", target_dir.display()))?;
    for path in &fresh {
        let target = target_dir.join(path.file_name().expect("listed files have names"));
        // rename fails across file systems; copying then removing works everywhere.
        if fs::rename(path, &target).is_err() {
            fs::copy(path, &target).with_context(|| {
                format!("cannot move {} to {}", path.display(), target.display())
            })?;
            fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))?;
        }
    }
    Ok(fresh.len())
}

/// Hashes every dump kept in the report directory and matches it to the captured modules, given
/// as their ids by SHA-256.
pub fn cross_check(out_dir: &Path, module_ids: &HashMap<&str, &str>) -> Result<Vec<NeoDump>> {
    let mut dumps = Vec::new();
    for path in dump_files(&out_dir.join(DUMPS_DIR)).into_keys() {
        let bytes = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let sha256 = aotspy_binfmt::sha256_hex(&bytes);
        let matches_module = module_ids.get(sha256.as_str()).map(|id| id.to_string());
        let name = path.file_name().expect("listed files have names");
        dumps.push(NeoDump {
            file: format!("{DUMPS_DIR}/{}", name.to_string_lossy()),
            sha256,
            matches_module,
        });
    }
    Ok(dumps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_new_dumps_are_taken() {
        let cwd = tempfile::tempdir().unwrap();
        let out = tempfile::tempdir().unwrap();
        fs::write(cwd.path().join("dumped_zebin_module.elf"), b"old").unwrap();
        fs::write(cwd.path().join("unrelated.elf"), b"x").unwrap();
        let before = snapshot(cwd.path());
        fs::write(cwd.path().join("dumped_zebin_module_0.elf"), b"new").unwrap();

        assert_eq!(take_new(cwd.path(), &before, out.path()).unwrap(), 1);
        assert!(cwd.path().join("dumped_zebin_module.elf").exists());
        assert!(!cwd.path().join("dumped_zebin_module_0.elf").exists());

        let dumps = cross_check(out.path(), &HashMap::new()).unwrap();
        assert_eq!(dumps.len(), 1);
        assert_eq!(dumps[0].file, "neo-dumps/dumped_zebin_module_0.elf");
        assert_eq!(dumps[0].sha256, aotspy_binfmt::sha256_hex(b"new"));
        assert_eq!(dumps[0].matches_module, None);
    }
}
