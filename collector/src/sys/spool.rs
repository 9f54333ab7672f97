//! The spool directory of `aotspy collect --spool DIR`: where ranks on other nodes write their
//! streams, since they cannot reach this node's socket. DIR is on a file system the nodes share
//! and others may write to, so the run gets a directory of its own in it, made exclusively and
//! private (0700): only this user's processes can put a stream there, and nothing from another
//! run or user is ever merged. DIR itself must be one where no one else can swap that
//! directory for theirs: this user's and not writable by others, or sticky (as `/tmp` is).

use super::files::{
    create_or_open_dir, create_private_dir_in, current_uid, local_timestamp, open_dir,
    safe_file_name,
};
use anyhow::{bail, Context, Result};
use std::fs::{self, File};
use std::io::ErrorKind;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// Names tried for this run's directory before giving up (each taken by an earlier run).
const MAX_ATTEMPTS: u32 = 100;

/// This run's directory in the shared spool, made and checked before the workload starts.
pub struct RunSpool {
    path: PathBuf,
    /// The directory made, kept open: [`RunSpool::still_ours`] compares what the path leads
    /// to now with it.
    made: File,
}

impl RunSpool {
    /// Checks `shared` (creating it 0700 if missing) and makes this run's directory in it,
    /// `aotspy-<host>-<time>-<pid>`. Every error says what to do instead.
    pub fn create(shared: &Path) -> Result<RunSpool> {
        let advice = "choose a directory of yours that every node of the job sees (on a shared \
                      file system), writable by you alone or sticky";
        let dir = open_shared(shared, advice)?;
        let (name, made) = make_run_dir(&dir, shared, advice)?;
        Ok(RunSpool {
            path: std::path::absolute(shared.join(&name)).unwrap_or_else(|_| shared.join(&name)),
            made,
        })
    }

    /// What the ranks get as `AOTSPY_OUT`.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The path still leads to the directory made at the start (no one renamed or replaced
    /// it while the job ran), so what is read from it is this run's.
    pub fn still_ours(&self) -> Result<()> {
        let now = open_dir(&self.path)
            .and_then(|d| d.metadata())
            .with_context(|| format!("cannot open this run's spool {}", self.path.display()))?;
        let made = self.made.metadata()?;
        if (now.dev(), now.ino()) != (made.dev(), made.ino()) || now.uid() != current_uid() {
            bail!(
                "{} is no longer the directory aotspy made for this run (replaced while the job \
                 ran); its streams are not read",
                self.path.display()
            );
        }
        Ok(())
    }
}

/// Opens the shared spool directory `shared` (creating it 0700 if missing), refusing a link,
/// another user's directory that is not sticky, and one others can write that is not sticky.
fn open_shared(shared: &Path, advice: &str) -> Result<File> {
    if let Ok(to) = fs::read_link(shared) {
        bail!(
            "--spool {} is a symbolic link (to {}); aotspy never writes through one in a \
             directory others may share: give it the directory itself (--spool {})",
            shared.display(),
            to.display(),
            to.display()
        );
    }
    if let Some(parent) = shared.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).with_context(|| {
            format!(
                "--spool {}: cannot create {}",
                shared.display(),
                parent.display()
            )
        })?;
    }
    if create_or_open_dir(shared)
        .with_context(|| format!("--spool {}", shared.display()))?
        .is_none()
    {
        eprintln!("aotspy: created the spool directory {}", shared.display());
    }
    // Without following a link swapped in since the check above.
    let dir =
        open_dir(shared).with_context(|| format!("cannot open --spool {}", shared.display()))?;
    let meta = dir
        .metadata()
        .with_context(|| format!("cannot inspect --spool {}", shared.display()))?;
    let sticky = meta.mode() & libc::S_ISVTX != 0;
    let others_write = meta.mode() & 0o022 != 0;
    if meta.uid() != current_uid() && !sticky {
        bail!(
            "--spool {} belongs to uid {}, not to you (uid {}), and is not sticky: its owner \
             could replace the streams of your ranks; {advice}",
            shared.display(),
            meta.uid(),
            current_uid()
        );
    }
    if others_write && !sticky {
        bail!(
            "--spool {} is writable by other users (mode {:o}) and not sticky: another user \
             could swap this run's directory in it for their own; `chmod go-w {}` or \
             `chmod +t {}`, or make a directory of yours in it (`mkdir -m 700 {}/$USER`) and \
             give that",
            shared.display(),
            meta.mode() & 0o7777,
            shared.display(),
            shared.display(),
            shared.display()
        );
    }
    Ok(dir)
}

/// Makes this run's directory in the spool `dir`, `aotspy-<host>-<time>-<pid>` (numbered when
/// a second run of this pid in the same second has it).
fn make_run_dir(dir: &File, shared: &Path, advice: &str) -> Result<(String, File)> {
    let host = nix::unistd::gethostname()
        .ok()
        .and_then(|h| h.into_string().ok())
        .unwrap_or_default();
    let stem = format!("aotspy-{host}-{}-{}", local_timestamp(), std::process::id());
    // A second run of this pid in the same second gets the next free number.
    let mut attempt = 1;
    let (name, made) = loop {
        let name = match attempt {
            1 => safe_file_name(&stem, ""),
            n => safe_file_name(&format!("{stem}-{n}"), ""),
        };
        match create_private_dir_in(dir, &name) {
            Ok(made) => break (name, made),
            Err(e) if e.kind() == ErrorKind::AlreadyExists && attempt < MAX_ATTEMPTS => {
                attempt += 1;
            }
            Err(e) => {
                return Err(anyhow::Error::new(e).context(format!(
                    "cannot make this run's directory {name} in --spool {}; {advice}",
                    shared.display()
                )))
            }
        }
    };
    Ok((name, made))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path, mode: u32) {
        fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
    }

    #[test]
    fn each_run_gets_a_private_directory_of_its_own() {
        let tmp = tempfile::tempdir().unwrap();
        let shared = tmp.path().join("new/spool");
        let first = RunSpool::create(&shared).unwrap();
        let second = RunSpool::create(&shared).unwrap();
        assert_ne!(first.path(), second.path());
        for run in [&first, &second] {
            assert_eq!(run.path().parent(), Some(shared.as_path()));
            assert_eq!(fs::metadata(run.path()).unwrap().mode() & 0o7777, 0o700);
            run.still_ours().unwrap();
        }
        // A sticky directory others may write (a shared scratch) is fine.
        mode(&shared, 0o1777);
        RunSpool::create(&shared).unwrap();
    }

    #[test]
    fn a_directory_others_could_swap_the_run_in_is_refused_with_what_to_do() {
        let tmp = tempfile::tempdir().unwrap();
        let shared = tmp.path().join("spool");
        fs::create_dir(&shared).unwrap();
        mode(&shared, 0o777);
        let error = format!("{:#}", RunSpool::create(&shared).err().unwrap());
        assert!(
            error.contains("is writable by other users (mode 777) and not sticky")
                && error.contains("chmod go-w"),
            "{error}"
        );
        assert_eq!(
            fs::read_dir(&shared).unwrap().count(),
            0,
            "made nothing there"
        );

        let link = tmp.path().join("link");
        mode(&shared, 0o700);
        std::os::unix::fs::symlink(&shared, &link).unwrap();
        let error = format!("{:#}", RunSpool::create(&link).err().unwrap());
        assert!(
            error.contains("is a symbolic link (to ")
                && error.contains(&format!("(--spool {})", shared.display())),
            "{error}"
        );

        let file = tmp.path().join("file");
        fs::write(&file, "").unwrap();
        let error = format!("{:#}", RunSpool::create(&file).err().unwrap());
        assert!(error.contains("is not a directory"), "{error}");
    }

    #[test]
    fn a_run_directory_swapped_during_the_job_is_not_read() {
        let tmp = tempfile::tempdir().unwrap();
        let run = RunSpool::create(tmp.path()).unwrap();
        fs::rename(run.path(), tmp.path().join("moved")).unwrap();
        fs::create_dir(run.path()).unwrap();
        let error = format!("{:#}", run.still_ours().unwrap_err());
        assert!(error.contains("is no longer the directory"), "{error}");
    }
}
