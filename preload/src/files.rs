//! The files and directories the preload opens where others may look. A leaf.
//!
//! A spool directory is opened once, walking down from a directory the user does not have to
//! own (`/tmp`, or the parent of `AOTSPY_OUT`) with `mkdirat` and `openat(O_NOFOLLOW)`: a
//! symlink planted where aotspy's own directories go is refused, never followed, and nothing
//! is created through it. Each directory of aotspy's must be this user's and writable by no
//! one else, unless it is sticky (then no one else can rename or remove this user's files in
//! it). Every file is created relative to the opened directory with
//! `O_CREAT|O_EXCL|O_NOFOLLOW`, so a file another user planted under the name is never
//! written to, and checked after opening (a regular file of this user's, one link).

use std::ffi::{CString, OsStr};
use std::fs::File;
use std::io::Write;
use std::mem::ManuallyDrop;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirBuilderExt, MetadataExt};
use std::os::unix::net::UnixStream;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};

/// Refuses a path another user owns or has swapped for a symlink, so no capture leaks to them.
pub fn ours(path: &Path, want_dir: bool) -> Result<(), String> {
    let meta = std::fs::symlink_metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.file_type().is_symlink() {
        return Err(format!("{} is a symlink; refusing it", path.display()));
    }
    if want_dir && !meta.is_dir() {
        return Err(format!("{} is not a directory", path.display()));
    }
    if meta.uid() != uid() {
        return Err(format!(
            "{} belongs to another user; refusing it",
            path.display()
        ));
    }
    Ok(())
}

/// One line on stderr: only for capture that is lost or moved, never on the hot path.
pub fn warn(message: &str) {
    // One write(2): `writeln!` writes the pieces apart, and a program writing to stderr at the
    // same time could land inside the line.
    let line = format!("aotspy: {message}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
}

fn uid() -> u32 {
    unsafe { libc::getuid() }
}

/// A descriptor aotspy keeps open across the workload's code, with the file it was opened on.
/// A workload may close descriptors it never opened (daemons, `closefrom(3)`, spawners) and
/// open its own file under the same number: every use goes through [`Kept::get`], which checks
/// first that the number still names that file (device and inode), so aotspy never writes to,
/// maps, accepts on or closes a file of the workload's. Once the check fails, the descriptor
/// is given up for good, with one line on stderr, and never closed (the number is not ours).
/// The check is one `fstat`, on cold paths only (never on a launch). Not caught: a number
/// closed and reused by another thread between the check and the use, a system call apart.
pub struct Kept<T: AsRawFd> {
    inner: ManuallyDrop<T>,
    dev: u64,
    ino: u64,
    /// What the descriptor is, for the message.
    path: PathBuf,
    gone: AtomicBool,
}

impl<T: AsRawFd> Kept<T> {
    /// Keeps `inner`, opened on `path`, remembering which file it is.
    pub fn new(inner: T, path: PathBuf) -> std::io::Result<Kept<T>> {
        let (dev, ino) = identity(inner.as_raw_fd())?;
        Ok(Kept {
            inner: ManuallyDrop::new(inner),
            dev,
            ino,
            path,
            gone: AtomicBool::new(false),
        })
    }

    /// The descriptor while it is still the file it was opened on; `None` (said once) after
    /// the workload closed it.
    pub fn get(&self) -> Option<&T> {
        if self.gone.load(Ordering::Acquire) {
            return None;
        }
        if identity(self.inner.as_raw_fd()).is_ok_and(|id| id == (self.dev, self.ino)) {
            return Some(&self.inner);
        }
        if !self.gone.swap(true, Ordering::AcqRel) {
            warn(&format!(
                "the program closed aotspy's descriptor {} for {} (the number now names \
                 another file, or none); aotspy no longer uses it",
                self.inner.as_raw_fd(),
                self.path.display()
            ));
        }
        None
    }
}

impl<T: AsRawFd> Drop for Kept<T> {
    fn drop(&mut self) {
        let ours = !self.gone.load(Ordering::Acquire)
            && identity(self.inner.as_raw_fd()).is_ok_and(|id| id == (self.dev, self.ino));
        if ours {
            // SAFETY: dropped once, here; the number still names the file it was opened on.
            unsafe { ManuallyDrop::drop(&mut self.inner) };
        }
    }
}

/// Writes while the file is still the one opened; an error once the program closed it.
impl Write for Kept<File> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let mut file = self.get().ok_or_else(|| closed(&self.path))?;
        file.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A descriptor a forked child closes: the parent's thread that uses it does not exist there.
/// Closed only if its number still names the file it was opened on (see [`Kept`]).
pub struct ForkedAway {
    fd: AtomicI32,
    dev: AtomicU64,
    ino: AtomicU64,
}

impl ForkedAway {
    pub const fn new() -> ForkedAway {
        ForkedAway {
            fd: AtomicI32::new(-1),
            dev: AtomicU64::new(0),
            ino: AtomicU64::new(0),
        }
    }

    pub fn set(&self, fd: RawFd) {
        if let Ok((dev, ino)) = identity(fd) {
            self.dev.store(dev, Ordering::Release);
            self.ino.store(ino, Ordering::Release);
            self.fd.store(fd, Ordering::Release);
        }
    }

    /// In the child: closes it, if it is still the same file.
    pub fn close(&self) {
        let fd = self.fd.swap(-1, Ordering::AcqRel);
        let same = (
            self.dev.load(Ordering::Acquire),
            self.ino.load(Ordering::Acquire),
        );
        if fd >= 0 && identity(fd).is_ok_and(|id| id == same) {
            // SAFETY: the number names the file aotspy opened, which the child does not use.
            unsafe { libc::close(fd) };
        }
    }
}

/// The device and inode `fd` names.
fn identity(fd: RawFd) -> std::io::Result<(u64, u64)> {
    // SAFETY: fstat fills the struct it is given; a closed fd is an error.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    if unsafe { libc::fstat(fd, &mut stat) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok((stat.st_dev, stat.st_ino))
}

/// A directory of aotspy's, opened once and checked; files are made relative to it.
pub struct Dir {
    fd: Kept<OwnedFd>,
    path: PathBuf,
}

impl Dir {
    /// Opens (creating it 0700 if missing) the private directory `path`. The directories at
    /// and below `private_from` (an ancestor of `path`, or `path` itself) are aotspy's:
    /// created with `mkdirat`, opened without following a symlink, and checked; those above
    /// it are the user's choice and opened as they are.
    pub fn open(path: &Path, private_from: &Path) -> Result<Dir, String> {
        let path = absolute(path);
        let private_from = absolute(private_from);
        let (base, private) = match path.strip_prefix(&private_from) {
            Ok(below) if private_from.file_name().is_some() => {
                let base = private_from.parent().unwrap_or(Path::new("/")).to_owned();
                let mut names = vec![private_from.file_name().expect("checked").to_owned()];
                names.extend(below.components().map(|c| c.as_os_str().to_owned()));
                (base, names)
            }
            _ => (path.clone(), Vec::new()),
        };
        if !private.is_empty() {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(&base)
                .map_err(|e| format!("{}: {e}", base.display()))?;
        }
        let fd = open_at(libc::AT_FDCWD, base.as_os_str(), libc::O_DIRECTORY)
            .and_then(|fd| Kept::new(fd, base.clone()))
            .map_err(|e| format!("{}: {e}", base.display()))?;
        let mut dir = Dir { fd, path: base };
        if private.is_empty() {
            dir.check()?;
        }
        for name in private {
            dir = dir.subdirectory(&name)?;
        }
        Ok(dir)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The subdirectory `name`, made 0700 if missing, opened without following a symlink, and
    /// checked.
    fn subdirectory(&self, name: &OsStr) -> Result<Dir, String> {
        let path = self.path.join(name);
        let c_name = c_string(name).map_err(|e| format!("{}: {e}", path.display()))?;
        let at = self.fd().map_err(|e| e.to_string())?;
        // SAFETY: mkdirat on an open directory fd and a NUL-terminated name.
        if unsafe { libc::mkdirat(at, c_name.as_ptr(), 0o700) } != 0 {
            let e = std::io::Error::last_os_error();
            if e.raw_os_error() != Some(libc::EEXIST) {
                return Err(format!("cannot create {} ({e})", path.display()));
            }
        }
        let fd = match open_at(at, name, libc::O_DIRECTORY | libc::O_NOFOLLOW)
            .and_then(|fd| Kept::new(fd, path.clone()))
        {
            Ok(fd) => fd,
            Err(e) => return Err(refusal(&path, e)),
        };
        let dir = Dir { fd, path };
        dir.check()?;
        Ok(dir)
    }
}

/// Why `path` could not be opened as a directory, saying what is there instead.
fn refusal(path: &Path, error: std::io::Error) -> String {
    let what = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            let target = std::fs::read_link(path)
                .map(|t| t.display().to_string())
                .unwrap_or_else(|_| "?".into());
            format!(
                "is a symlink (to {target}, owned by uid {}); aotspy never follows a \
                     link there, since another user could have planted it: remove it",
                m.uid()
            )
        }
        Ok(m) if !m.is_dir() => format!(
            "exists but is not a directory (owned by uid {}): remove it",
            m.uid()
        ),
        _ => format!("cannot be opened ({error})"),
    };
    format!("{} {what}", path.display())
}

impl Dir {
    /// Refuses a directory that is not this user's, or that others may write to without the
    /// sticky bit that keeps them from renaming or removing this user's files.
    fn check(&self) -> Result<(), String> {
        let fd = self
            .fd
            .get()
            .ok_or_else(|| closed(&self.path).to_string())?;
        let meta = File::from(fd.try_clone().map_err(|e| e.to_string())?)
            .metadata()
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        if !meta.is_dir() {
            return Err(format!("{} is not a directory", self.path.display()));
        }
        if meta.uid() != uid() {
            return Err(format!(
                "{} belongs to another user (uid {}; this is uid {}); refusing to write a \
                 capture into it",
                self.path.display(),
                meta.uid(),
                uid()
            ));
        }
        let mode = meta.mode();
        if mode & 0o022 != 0 && mode & libc::S_ISVTX == 0 {
            return Err(format!(
                "{} is writable by other users (mode {:o}) and not sticky, so another user \
                 could plant or swap files in it; make it private (chmod go-w) or sticky \
                 (chmod +t), or point {} at a private directory",
                self.path.display(),
                mode & 0o7777,
                aotspy_proto::ENV_OUT
            ));
        }
        Ok(())
    }

    /// Creates the file `name` here, 0600, exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW`), with
    /// `flags` (`O_WRONLY|O_APPEND`, `O_RDWR`): a file already there, planted or not, is an
    /// error, never opened. The file opened is checked to be a regular file of this user's
    /// with one link.
    pub fn create(&self, name: &str, flags: libc::c_int) -> std::io::Result<File> {
        let fd = open_at(
            self.fd()?,
            OsStr::new(name),
            flags | libc::O_CREAT | libc::O_EXCL | libc::O_NOFOLLOW,
        )?;
        let file = File::from(fd);
        let meta = file.metadata()?;
        if !meta.is_file() || meta.uid() != uid() || meta.nlink() != 1 {
            return Err(std::io::Error::other(format!(
                "{} is not a new file of this user's",
                self.path.join(name).display()
            )));
        }
        Ok(file)
    }

    /// Removes the file `name` here (one this process just created).
    pub fn remove(&self, name: &str) {
        if let (Ok(c_name), Ok(at)) = (c_string(OsStr::new(name)), self.fd()) {
            // SAFETY: unlinkat on an open directory fd and a NUL-terminated name.
            unsafe { libc::unlinkat(at, c_name.as_ptr(), 0) };
        }
    }

    /// The directory's descriptor, while the program has not closed it.
    fn fd(&self) -> std::io::Result<RawFd> {
        match self.fd.get() {
            Some(fd) => Ok(fd.as_raw_fd()),
            None => Err(closed(&self.path)),
        }
    }
}

/// The error for a descriptor of `path` the program closed.
pub fn closed(path: &Path) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::NotConnected,
        format!(
            "the program closed aotspy's descriptor for {}",
            path.display()
        ),
    )
}

/// Writes to a socket with `send(MSG_NOSIGNAL)`: a peer that went away is an `EPIPE` error,
/// never a SIGPIPE that would kill the workload (whatever the toolchain's std does).
pub struct NoSignal<'a>(pub &'a UnixStream);

impl Write for NoSignal<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        loop {
            // SAFETY: `bytes` is valid for its length; the fd is open for the borrow.
            let sent = unsafe {
                libc::send(
                    self.0.as_raw_fd(),
                    bytes.as_ptr().cast(),
                    bytes.len(),
                    libc::MSG_NOSIGNAL,
                )
            };
            if sent >= 0 {
                return Ok(sent as usize);
            }
            let e = std::io::Error::last_os_error();
            if e.kind() != std::io::ErrorKind::Interrupted {
                return Err(e);
            }
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn absolute(path: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_owned()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    // `.` components only: `..` is left to the kernel, as the user wrote it.
    joined
        .components()
        .filter(|c| !matches!(c, Component::CurDir))
        .collect()
}

fn c_string(name: &OsStr) -> std::io::Result<CString> {
    CString::new(name.as_bytes()).map_err(std::io::Error::other)
}

/// `openat(at, name, flags | O_CLOEXEC, 0600)`.
fn open_at(at: libc::c_int, name: &OsStr, flags: libc::c_int) -> std::io::Result<OwnedFd> {
    let c_name = c_string(name)?;
    // SAFETY: openat with a NUL-terminated name; the fd returned is ours.
    let fd = unsafe { libc::openat(at, c_name.as_ptr(), flags | libc::O_CLOEXEC, 0o600) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn private_directories_are_made_and_files_created_once() {
        let root = tempfile::tempdir().unwrap();
        let spool = root.path().join("aotspy-1").join("spool");
        let dir = Dir::open(&spool, &root.path().join("aotspy-1")).unwrap();
        assert_eq!(dir.path(), spool);
        let mode = std::fs::metadata(&spool).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
        dir.create("a.counts", libc::O_RDWR).unwrap();
        let again = dir.create("a.counts", libc::O_RDWR).unwrap_err();
        assert_eq!(again.raw_os_error(), Some(libc::EEXIST));
    }

    #[test]
    fn a_planted_symlink_is_refused_and_named() {
        let root = tempfile::tempdir().unwrap();
        let elsewhere = root.path().join("victim-home");
        std::fs::create_dir(&elsewhere).unwrap();
        let planted = root.path().join("aotspy-1");
        std::os::unix::fs::symlink(&elsewhere, &planted).unwrap();
        let refused = Dir::open(&planted.join("spool"), &planted).err().unwrap();
        assert!(refused.contains("is a symlink (to"), "{refused}");
        assert!(
            !elsewhere.join("spool").exists(),
            "created through the link"
        );
    }

    #[test]
    fn a_directory_others_may_write_is_refused_unless_sticky() {
        let root = tempfile::tempdir().unwrap();
        let shared = root.path().join("shared");
        std::fs::create_dir(&shared).unwrap();
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o777)).unwrap();
        let refused = Dir::open(&shared, &shared).err().unwrap();
        assert!(
            refused.contains("writable by other users (mode 777)"),
            "{refused}"
        );
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).unwrap();
        Dir::open(&shared, &shared).unwrap();
    }
}
