//! NEO's own dumps of the zebins it loads (`DumpZEBin=1`, drivers 23.17 and later write
//! `dumped_zebin_module*.elf` into the program's working directory): an independent witness that
//! the binaries aotspy captured are the ones the driver ran. A dump that matches none is most
//! often NEO's own built-in kernels, which it builds for memory fills and copies.

use super::disasm::{self, Disassembled};
use super::{analytics, listing_files};
use crate::ingest::capture::module_id;
use crate::sys::files::{self, current_uid, ensure_report_dir, write_replacing};
use anyhow::{Context, Result};
use aotspy_binfmt::zebin::{KernelInfo, Zebin};
pub use aotspy_report::NeoDump;
use aotspy_report::{DriverBuiltins, DriverKernel, Producer};
use std::collections::{BTreeMap, HashMap, HashSet};
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

/// Takes the dumps NEO wrote into `dir` during the run (new or changed since `before`); returns
/// how many. A dump of a module whose bytes the run captured (`captured`: their native
/// SHA-256s) is recorded in the list of matched dumps and removed, not copied: its bytes are
/// in the streams and in the report's `modules/`. Any other is moved into
/// `<out_dir>/neo-dumps/`, synced, since that is then its only copy. Only this user's own dumps
/// are taken: another user's file in the working directory (a shared one) is left where it is,
/// and each file's owner is checked on the opened file, so a file swapped in after the listing
/// is not taken either.
pub fn take_new(
    dir: &Path,
    before: &DumpSnapshot,
    out_dir: &Path,
    captured: &HashSet<&str>,
) -> Result<usize> {
    let fresh: Vec<PathBuf> = dump_files(dir)
        .into_iter()
        .filter(|(path, stamp)| before.0.get(path) != Some(stamp))
        .map(|(path, _)| path)
        .collect();
    let dumps_dir = out_dir.join(DUMPS_DIR);
    let mut matched = Vec::new();
    let mut taken = 0;
    let mut dumps_dir_made = false;
    let mut take = |path: &Path| -> Result<()> {
        let Some(bytes) = read_own(path)? else {
            return Ok(());
        };
        if !dumps_dir_made {
            ensure_report_dir(&dumps_dir)?;
            dumps_dir_made = true;
        }
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("dump names are UTF-8");
        let sha256 = aotspy_binfmt::sha256_hex(&bytes);
        let copied = !captured.contains(sha256.as_str());
        if copied {
            write_replacing(&dumps_dir, name, &bytes)?;
        }
        match fs::remove_file(path) {
            Ok(()) => taken += 1,
            // Another `collect` in this directory took it meanwhile: the dump is that report's
            // (each dump goes to the one collector whose removal succeeds).
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if copied {
                    let _ = fs::remove_file(dumps_dir.join(name));
                }
                return Ok(());
            }
            Err(e) => return Err(e).with_context(|| format!("cannot remove {}", path.display())),
        }
        if !copied {
            matched.push(NeoDump {
                file: format!("{DUMPS_DIR}/{name}"),
                matches_module: Some(module_id(&sha256).to_owned()),
                sha256,
                driver_builtins: None,
            });
        }
        Ok(())
    };
    // The dumps taken before a failure are recorded all the same: their files are gone.
    let outcome = fresh.iter().try_for_each(|path| take(path));
    if !matched.is_empty() {
        let mut recorded = read_matched(&dumps_dir)?;
        recorded.extend(matched);
        write_matched(&dumps_dir, &recorded)?;
    }
    outcome.map(|()| taken)
}

/// The bytes of the regular file `path` if it is this user's (`fstat` of the opened file, not
/// followed through a link); `None` for anyone else's, for no regular file, and for one gone
/// since it was listed (another `collect` in the same directory took it).
fn read_own(path: &Path) -> Result<Option<Vec<u8>>> {
    match files::read_regular(path, Some(current_uid())) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(files::Refused::NotRegular | files::Refused::OwnedBy(_)) => Ok(None),
        Err(files::Refused::Open(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(files::Refused::Open(e)) => {
            Err(e).with_context(|| format!("cannot read {}", path.display()))
        }
    }
}

/// The dumps that matched a captured module, whose files are not kept (see [`cross_check`]).
const MATCHED_FILE: &str = "matched.json";

/// Hashes every dump kept in the report directory and matches it to the captured modules, given
/// as their ids by SHA-256. A dump that matches a module holds the very bytes of `modules/`: its
/// file is removed and the match recorded in `neo-dumps/matched.json`, so that the directory
/// keeps one copy and a later render of it still lists the dump.
pub fn cross_check(out_dir: &Path, module_ids: &HashMap<&str, &str>) -> Result<Vec<NeoDump>> {
    let dir = out_dir.join(DUMPS_DIR);
    let mut matched = read_matched(&dir)?;
    let mut unmatched = Vec::new();
    let mut removed = Vec::new();
    for path in dump_files(&dir).into_keys() {
        let bytes = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let sha256 = aotspy_binfmt::sha256_hex(&bytes);
        let matches_module = module_ids.get(sha256.as_str()).map(|id| id.to_string());
        let name = path.file_name().expect("listed files have names");
        let dump = NeoDump {
            file: format!("{DUMPS_DIR}/{}", name.to_string_lossy()),
            sha256,
            matches_module,
            driver_builtins: None,
        };
        if dump.matches_module.is_some() {
            matched.push(dump);
            removed.push(path);
        } else {
            unmatched.push(dump);
        }
    }
    if !removed.is_empty() {
        write_matched(&dir, &matched)?;
        for path in removed {
            fs::remove_file(&path).with_context(|| format!("cannot remove {}", path.display()))?;
        }
    }
    matched.extend(unmatched);
    matched.sort_by(|a, b| a.file.cmp(&b.file));
    Ok(matched)
}

/// The dumps `dumps_dir` records as matched (none when it records none).
fn read_matched(dumps_dir: &Path) -> Result<Vec<NeoDump>> {
    let manifest = dumps_dir.join(MATCHED_FILE);
    match fs::read(&manifest) {
        Ok(bytes) => serde_json::from_slice(&bytes)
            .with_context(|| format!("{} is not a list of dumps", manifest.display())),
        Err(_) => Ok(Vec::new()),
    }
}

/// Records `matched` in `dumps_dir`, synced, since the file is then all that tells of those
/// dumps: [`cross_check`] writes it before it removes the copies it lists; [`take_new`] after
/// it removed NEO's files (only then is it known which ones another `collect` did not take
/// first), whose bytes the streams hold.
fn write_matched(dumps_dir: &Path, matched: &[NeoDump]) -> Result<()> {
    let json = serde_json::to_vec_pretty(matched).expect("dumps serialize");
    write_replacing(dumps_dir, MATCHED_FILE, &json)
}

/// How NEO names its built-in kernels (`shared/source/built_ins/kernels`: `FillBufferMiddle`,
/// `CopyBufferToBufferBytes`, `copyBufferToBufferBytesSingle`, `CopyBufferRectBytes2d`,
/// `FillImage1d`, `CopyImageToImage3d`, `QueryKernelTimestamps`, `fullCopy`): by family, with
/// how the report names the family. Compared without case, as NEO itself mixes it.
const BUILTIN_FAMILIES: [(&str, &str); 6] = [
    ("fillbuffer", "FillBuffer*"),
    ("copybuffer", "CopyBuffer*"),
    ("fillimage", "FillImage*"),
    ("copyimage", "CopyImage*"),
    ("querykerneltimestamps", "QueryKernelTimestamps*"),
    ("fullcopy", "fullCopy"),
];

/// The family of NEO built-ins `name` belongs to (`FillBuffer*`), if any.
pub fn builtin_family(name: &str) -> Option<&'static str> {
    let name = name.to_ascii_lowercase();
    BUILTIN_FAMILIES
        .iter()
        .find(|(prefix, _)| name.starts_with(prefix))
        .map(|(_, family)| *family)
}

/// The zebin of a dump that matches no module when it is NEO's built-ins: each of its kernels
/// has a built-in's name and no module the processes created has a kernel of that name (a
/// program's own `FillBuffer` kernel stays the program's).
pub fn driver_builtins(bytes: &[u8], module_kernels: &HashSet<&str>) -> Option<Zebin> {
    let zebin = aotspy_binfmt::zebin::parse(bytes).ok()?;
    let builtin = |k: &KernelInfo| {
        builtin_family(&k.name).is_some() && !module_kernels.contains(k.name.as_str())
    };
    (!zebin.kernels.is_empty() && zebin.kernels.iter().all(builtin)).then_some(zebin)
}

/// Tells the dumps of NEO's built-in kernels among those that match no module, and copies
/// their ASM into the report (`asm/<dump sha>-<kernel>.js`, as a module's). Fails only when
/// the report directory cannot be written.
pub fn describe_driver_builtins(
    out_dir: &Path,
    dumps: &mut [NeoDump],
    module_kernels: &HashSet<&str>,
) -> Result<()> {
    let mut builtins = Vec::new();
    for (i, dump) in dumps.iter().enumerate() {
        if dump.matches_module.is_some() {
            continue;
        }
        let Ok(bytes) = fs::read(out_dir.join(&dump.file)) else {
            continue;
        };
        if let Some(zebin) = driver_builtins(&bytes, module_kernels) {
            let device = zebin.ocloc_device();
            builtins.push((i, bytes, zebin, device));
        }
    }
    if builtins.is_empty() {
        return Ok(());
    }
    let jobs: Vec<(usize, disasm::Job)> = builtins
        .iter()
        .enumerate()
        .filter_map(|(n, (i, bytes, zebin, device))| {
            let job = disasm::Job {
                sha256: &dumps[*i].sha256,
                device: device.as_deref()?,
                binary: bytes,
                zebin: Some(zebin),
            };
            Some((n, job))
        })
        .collect();
    let (which, jobs): (Vec<usize>, Vec<disasm::Job>) = jobs.into_iter().unzip();
    // NEO's built-in kernels: a few small modules, held together while their kernels are
    // written.
    let mut results: HashMap<usize, Disassembled> = which
        .into_iter()
        .zip(disasm::disassemble_all(&jobs, |_, result| result))
        .filter_map(|(n, result)| Some((n, result.ok()?)))
        .collect();
    drop(jobs);
    for (n, (i, _, zebin, device)) in builtins.into_iter().enumerate() {
        let done = results.remove(&n);
        let sha = &dumps[i].sha256;
        let kernels = zebin
            .kernels
            .iter()
            .map(|info| driver_kernel(out_dir, sha, info, device.as_deref(), done.as_ref()))
            .collect::<Result<Vec<_>>>()?;
        dumps[i].driver_builtins = Some(DriverBuiltins {
            producer: Producer::Driver,
            kernels,
            ocloc_device: device,
        });
    }
    Ok(())
}

/// A built-in kernel of a NEO dump, its ASM (from the dump's disassembly, `done`) copied into
/// the report as `asm/<dump sha>-<kernel>.js`.
fn driver_kernel(
    out_dir: &Path,
    sha: &str,
    info: &aotspy_binfmt::zebin::KernelInfo,
    device: Option<&str>,
    done: Option<&Disassembled>,
) -> Result<DriverKernel> {
    let asm = done
        .and_then(|done| done.kernel_asm(&info.name))
        .and_then(Result::ok);
    let (asm_file, instructions) = match asm {
        Some(asm) => {
            let file = listing_files::listing_path(sha, &info.name);
            let facts = analytics::kernel_facts(device, Some(info));
            let analyzed = analytics::analyze(asm, None, &facts);
            listing_files::encode_and_write(out_dir, &file, asm, &analyzed.marks)?;
            (Some(file), Some(analyzed.instructions))
        }
        None => (None, None),
    };
    Ok(DriverKernel {
        name: info.name.clone(),
        asm: asm_file,
        simd: info.simd_size,
        grf: info.grf_count,
        code_bytes: Some(info.code_bytes),
        instructions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt;

    #[test]
    fn only_new_dumps_are_taken() {
        let cwd = tempfile::tempdir().unwrap();
        let out = tempfile::tempdir().unwrap();
        fs::write(cwd.path().join("dumped_zebin_module.elf"), b"old").unwrap();
        fs::write(cwd.path().join("unrelated.elf"), b"x").unwrap();
        let before = snapshot(cwd.path());
        fs::write(cwd.path().join("dumped_zebin_module_0.elf"), b"new").unwrap();

        assert_eq!(
            take_new(cwd.path(), &before, out.path(), &HashSet::new()).unwrap(),
            1
        );
        assert!(cwd.path().join("dumped_zebin_module.elf").exists());
        assert!(!cwd.path().join("dumped_zebin_module_0.elf").exists());

        let dumps = cross_check(out.path(), &HashMap::new()).unwrap();
        assert_eq!(dumps.len(), 1);
        assert_eq!(dumps[0].file, "neo-dumps/dumped_zebin_module_0.elf");
        assert_eq!(dumps[0].sha256, aotspy_binfmt::sha256_hex(b"new"));
        assert_eq!(dumps[0].matches_module, None);
    }

    /// Collects running at once in one working directory race for NEO's dumps: each dump goes
    /// to exactly one of them, and none fails or warns because another took a dump first.
    #[test]
    fn concurrent_collects_in_one_directory_each_take_a_dump_once() {
        const DUMPS: usize = 300;
        let cwd = tempfile::tempdir().unwrap();
        let before = snapshot(cwd.path());
        for n in 0..DUMPS {
            fs::write(
                cwd.path().join(format!("dumped_zebin_module_{n}.elf")),
                [n as u8],
            )
            .unwrap();
        }
        let outs: Vec<tempfile::TempDir> = (0..4).map(|_| tempfile::tempdir().unwrap()).collect();
        let taken: Vec<usize> = std::thread::scope(|s| {
            let takers: Vec<_> = outs
                .iter()
                .map(|out| {
                    s.spawn(|| take_new(cwd.path(), &before, out.path(), &HashSet::new()).unwrap())
                })
                .collect();
            takers.into_iter().map(|t| t.join().unwrap()).collect()
        });
        assert_eq!(taken.iter().sum::<usize>(), DUMPS, "{taken:?}");
        let mut kept: Vec<String> = outs
            .iter()
            .flat_map(|out| {
                fs::read_dir(out.path().join(DUMPS_DIR))
                    .into_iter()
                    .flatten()
            })
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(kept.len(), DUMPS, "a dump kept twice, or lost");
        kept.sort();
        kept.dedup();
        assert_eq!(kept.len(), DUMPS);
        assert!(dump_files(cwd.path()).is_empty());
    }

    /// A dump another user left in a shared working directory stays theirs, where it is.
    #[test]
    fn another_users_dump_is_left_alone() {
        let cwd = tempfile::tempdir().unwrap();
        let out = tempfile::tempdir().unwrap();
        let before = snapshot(cwd.path());
        let theirs = cwd.path().join("dumped_zebin_module_7.elf");
        fs::write(&theirs, b"theirs").unwrap();
        std::os::unix::fs::chown(&theirs, Some(64321), Some(64321))
            .expect("chown to another uid (this test needs root, as scripts/test runs)");
        fs::write(cwd.path().join("dumped_zebin_module_8.elf"), b"mine").unwrap();
        assert_eq!(
            take_new(cwd.path(), &before, out.path(), &HashSet::new()).unwrap(),
            1
        );
        assert_eq!(fs::read(&theirs).unwrap(), b"theirs");
        assert!(!out
            .path()
            .join(DUMPS_DIR)
            .join("dumped_zebin_module_7.elf")
            .exists());
        let mine = out.path().join(DUMPS_DIR).join("dumped_zebin_module_8.elf");
        assert_eq!(fs::read(&mine).unwrap(), b"mine");
        assert_eq!(fs::metadata(&mine).unwrap().mode() & 0o777, 0o600);
    }

    /// NEO's dumps of its fill and copy built-ins (IGC 2.40, device-less pvc, from
    /// `tests/c/ze_memory_ops.c`) are the driver's; not once a module of the program has a
    /// kernel of one of those names; a program's zebin never is.
    #[test]
    fn driver_builtins_are_told_by_their_names() {
        let none = HashSet::new();
        assert_eq!(
            builtin_family("copyBufferToBufferBytesSingle"),
            Some("CopyBuffer*")
        );
        assert_eq!(builtin_family("FillBufferMiddle"), Some("FillBuffer*"));
        assert_eq!(builtin_family("vector_add"), None);
        let data = format!("{}/../binfmt/tests/data", env!("CARGO_MANIFEST_DIR"));
        let program = fs::read(format!("{data}/kernels_pvc.zebin")).unwrap();
        assert!(driver_builtins(&program, &none).is_none());
        let fill = fs::read(format!("{data}/neo_builtin_fill_pvc.zebin")).unwrap();
        let zebin = driver_builtins(&fill, &none).expect("NEO's fill built-ins");
        let names: Vec<&str> = zebin.kernels.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "FillBufferBytes",
                "FillBufferLeftLeftover",
                "FillBufferMiddle",
                "FillBufferRightLeftover",
                "FillBufferImmediate",
                "FillBufferImmediateLeftOver",
                "FillBufferSSHOffset",
            ]
        );
        let programs_own = HashSet::from(["FillBufferMiddle"]);
        assert!(driver_builtins(&fill, &programs_own).is_none());
    }

    /// A dump of a module whose bytes the run captured is recorded, not copied; one of bytes
    /// the run did not capture is moved into the report; both are gone from the working
    /// directory, and the report lists both, as the cross-check after it does.
    #[test]
    fn a_dump_of_captured_bytes_is_taken_without_a_copy() {
        let cwd = tempfile::tempdir().unwrap();
        let out = tempfile::tempdir().unwrap();
        let before = snapshot(cwd.path());
        fs::write(cwd.path().join("dumped_zebin_module_0.elf"), b"module").unwrap();
        fs::write(cwd.path().join("dumped_zebin_module_1.elf"), b"builtins").unwrap();
        let sha = aotspy_binfmt::sha256_hex(b"module");
        let captured = HashSet::from([sha.as_str()]);
        assert_eq!(
            take_new(cwd.path(), &before, out.path(), &captured).unwrap(),
            2
        );
        assert!(dump_files(cwd.path()).is_empty());
        let dir = out.path().join(DUMPS_DIR);
        assert!(!dir.join("dumped_zebin_module_0.elf").exists());
        assert_eq!(
            fs::read(dir.join("dumped_zebin_module_1.elf")).unwrap(),
            b"builtins"
        );
        let ids = HashMap::from([(sha.as_str(), module_id(&sha))]);
        let dumps = cross_check(out.path(), &ids).unwrap();
        let told: Vec<(&str, Option<&str>)> = dumps
            .iter()
            .map(|d| (d.file.as_str(), d.matches_module.as_deref()))
            .collect();
        assert_eq!(
            told,
            [
                ("neo-dumps/dumped_zebin_module_0.elf", Some(module_id(&sha))),
                ("neo-dumps/dumped_zebin_module_1.elf", None),
            ]
        );
        assert_eq!(dumps[0].sha256, sha);
        assert_eq!(cross_check(out.path(), &ids).unwrap(), dumps);
    }

    #[test]
    fn a_dump_of_a_captured_module_is_recorded_not_kept() {
        let out = tempfile::tempdir().unwrap();
        let dir = out.path().join(DUMPS_DIR);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("dumped_zebin_module_0.elf"), b"module").unwrap();
        fs::write(dir.join("dumped_zebin_module_1.elf"), b"other").unwrap();
        let sha = aotspy_binfmt::sha256_hex(b"module");
        let ids = HashMap::from([(sha.as_str(), "0123456789abcdef")]);
        let first = cross_check(out.path(), &ids).unwrap();
        assert!(!dir.join("dumped_zebin_module_0.elf").exists());
        assert!(dir.join("dumped_zebin_module_1.elf").exists());
        // Rendered again, the directory still says what NEO dumped.
        let again = cross_check(out.path(), &ids).unwrap();
        assert_eq!(first, again);
        assert_eq!(again.len(), 2);
        assert_eq!(again[0].file, "neo-dumps/dumped_zebin_module_0.elf");
        assert_eq!(again[0].matches_module.as_deref(), Some("0123456789abcdef"));
        assert_eq!(again[1].matches_module, None);
    }
}
