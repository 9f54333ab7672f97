//! File-system helpers: safe file names, the default report directory, the private socket dir,
//! and files created where someone else may be waiting for them (checked, never followed).

use anyhow::{bail, Context, Result};
use std::ffi::CString;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::os::fd::{AsRawFd, FromRawFd};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
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
/// 0700: sockets in it must not be reachable, or replaceable, by other users. `mkdir` never
/// follows a symbolic link planted at `dir`, and the existing directory is opened without
/// following one and checked (and tightened) through that descriptor, so a link swapped in
/// after the check is never what gets changed.
pub fn ensure_private_dir(dir: &Path) -> Result<()> {
    let Some((opened, meta)) = create_or_open_dir(dir)? else {
        return Ok(());
    };
    refuse_foreign(
        dir,
        &meta,
        "; refusing to put a socket there: another user may have made it to catch your \
         capture. Remove it (as root) or set AOTSPY_SOCKET to a path in a directory of yours",
    )?;
    if meta.mode() & 0o077 != 0 {
        opened
            .set_permissions(fs::Permissions::from_mode(0o700))
            .with_context(|| format!("cannot make {} private (chmod 700)", dir.display()))?;
    }
    Ok(())
}

/// The private directory of this user's sockets (and default spool): `/tmp/aotspy-<uid>`
/// ([`ensure_private_dir`]), or, when that cannot be (another user planted it first, as a
/// directory of theirs or a symbolic link), a private directory of this process's own, said
/// on stderr with why: `$XDG_RUNTIME_DIR/aotspy` when that runtime directory is the user's
/// alone, else a new directory `aotspy-<uid>-` plus six random characters, made by `mkdtemp`
/// in the temporary directory. A
/// planted path can thus no longer stop `collect` from starting; nothing is made through it.
/// The choice is made once per process; [`default_spool_dirs`] and [`fallback_user_dir`]
/// follow it.
pub fn private_user_dir() -> Result<PathBuf> {
    let default = aotspy_proto::user_dir(current_uid());
    if let Some(chosen) = FALLBACK_USER_DIR.get() {
        return Ok(chosen.path.clone());
    }
    let Err(refused) = ensure_private_dir(&default) else {
        return Ok(default);
    };
    let chosen = FALLBACK_USER_DIR.get_or_init(|| choose_fallback_user_dir(&refused));
    match &chosen.error {
        None => Ok(chosen.path.clone()),
        Some(e) => bail!("{refused:#}; and no private directory could be made instead: {e}"),
    }
}

/// The private directory [`private_user_dir`] chose instead of `/tmp/aotspy-<uid>`, if it
/// had to; it holds this run's sockets and a `spool/` the program's processes are given.
pub fn fallback_user_dir() -> Option<&'static Path> {
    FALLBACK_USER_DIR
        .get()
        .filter(|chosen| chosen.error.is_none())
        .map(|chosen| chosen.path.as_path())
}

/// Removes the fallback directory a `mkdtemp` made, when nothing is left in it (a stream
/// moved to its spool stays, and so does the directory).
pub fn remove_fallback_user_dir_if_empty() {
    if let Some(chosen) = FALLBACK_USER_DIR.get().filter(|c| c.made_for_this_run) {
        let _ = fs::remove_dir(chosen.path.join("spool"));
        let _ = fs::remove_dir(&chosen.path);
    }
}

struct FallbackUserDir {
    path: PathBuf,
    /// Made by `mkdtemp` for this process alone (not `$XDG_RUNTIME_DIR/aotspy`).
    made_for_this_run: bool,
    error: Option<String>,
}

static FALLBACK_USER_DIR: std::sync::OnceLock<FallbackUserDir> = std::sync::OnceLock::new();

fn choose_fallback_user_dir(refused: &anyhow::Error) -> FallbackUserDir {
    let runtime = std::env::var_os("XDG_RUNTIME_DIR")
        .map(PathBuf::from)
        .filter(|dir| dir.is_absolute() && users_alone(dir))
        .map(|dir| dir.join("aotspy"))
        .filter(|dir| ensure_private_dir(dir).is_ok());
    let (path, made_for_this_run, error) = match runtime {
        Some(dir) => (dir, false, None),
        // 0700, under a name no one can have taken before (O_EXCL semantics of mkdir).
        None => match tempfile::Builder::new()
            .prefix(&format!("aotspy-{}-", current_uid()))
            .tempdir()
        {
            Ok(made) => (made.keep(), true, None),
            Err(e) => (PathBuf::new(), false, Some(e.to_string())),
        },
    };
    if error.is_none() {
        eprintln!(
            "aotspy: warning: {}; this run uses a private directory of its own instead: {}",
            crate::sys::terminal::printable(&format!("{refused:#}")),
            path.display()
        );
    }
    FallbackUserDir {
        path,
        made_for_this_run,
        error,
    }
}

/// `dir` is a directory of this user's that no one else may write to (as the XDG base
/// directory specification wants `$XDG_RUNTIME_DIR`): a directory made in it stays ours.
fn users_alone(dir: &Path) -> bool {
    fs::metadata(dir).is_ok_and(|meta| {
        meta.is_dir() && meta.uid() == effective_uid() && meta.mode() & 0o022 == 0
    })
}

/// Refuses the existing directory `dir` unless it is ours: owned by the uid that the files
/// aotspy creates get (the effective uid); `why` ends the message.
fn refuse_foreign(dir: &Path, meta: &fs::Metadata, why: &str) -> Result<()> {
    if meta.uid() != effective_uid() {
        bail!(
            "{} belongs to uid {}, not to you (uid {}){why}",
            dir.display(),
            meta.uid(),
            effective_uid()
        );
    }
    Ok(())
}

/// Creates `dir` 0700 (then `None`), or opens the existing one without following a link, with
/// what `fstat` says of it.
pub fn create_or_open_dir(dir: &Path) -> Result<Option<(File, fs::Metadata)>> {
    match fs::DirBuilder::new().mode(0o700).create(dir) {
        Ok(()) => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e).with_context(|| format!("cannot create {}", dir.display())),
    }
    let opened = open_dir(dir).map_err(|e| not_a_directory(dir, e))?;
    let meta = opened
        .metadata()
        .with_context(|| format!("cannot inspect {}", dir.display()))?;
    Ok(Some((opened, meta)))
}

/// What is wrong with `path`, which should have been a directory but did not open as one.
fn not_a_directory(path: &Path, error: std::io::Error) -> anyhow::Error {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => anyhow::anyhow!(
            "{} is a symbolic link (to {}), not a directory; aotspy never follows one there, \
             since another user may have planted it. Remove it",
            path.display(),
            fs::read_link(path).map_or_else(|_| "?".into(), |to| to.display().to_string())
        ),
        Ok(meta) if !meta.is_dir() => anyhow::anyhow!(
            "{} exists but is not a directory; remove it",
            path.display()
        ),
        _ => anyhow::Error::new(error).context(format!("cannot open {}", path.display())),
    }
}

/// Opens the directory `path` itself (never through a symbolic link in its last component),
/// for `*at` calls relative to it: a path resolved once cannot be swapped between a check
/// and a use.
pub fn open_dir(path: &Path) -> std::io::Result<File> {
    OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC)
        .open(path)
}

/// This user's spool directories, where their processes write when no collector takes their
/// stream: `AOTSPY_OUT` if set, then the default one (what `clean` and `doctor` look at, and
/// where `collect` keeps a stream its report directory cannot take).
pub fn default_spool_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(out) = std::env::var_os(aotspy_proto::ENV_OUT).filter(|v| !v.is_empty()) {
        dirs.push(PathBuf::from(out));
    }
    let default = match fallback_user_dir() {
        Some(fallback) => fallback.join("spool"),
        None => aotspy_proto::default_spool_dir(current_uid()),
    };
    if !dirs.contains(&default) {
        dirs.push(default);
    }
    dirs
}

/// Makes `dir` a directory for a report: a new one is created 0700 (its missing parents with
/// the umask's mode, as `mkdir -p` does); an existing one must be a real directory (not a
/// symbolic link) of this user's, not writable by group or others, who could otherwise plant
/// links where aotspy writes its files or swap them for their own.
pub fn ensure_report_dir(dir: &Path) -> Result<()> {
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    let Some((_, meta)) = create_or_open_dir(dir)? else {
        return Ok(());
    };
    refuse_foreign(
        dir,
        &meta,
        ": aotspy writes reports only into directories of yours. Choose another --out, or a \
         new directory",
    )?;
    if meta.mode() & 0o022 != 0 {
        bail!(
            "{} is writable by {} (mode {:o}): another user could replace the files aotspy \
             writes there, or read the capture. `chmod go-w {}`, or choose another --out",
            dir.display(),
            if meta.mode() & 0o002 != 0 {
                "others"
            } else {
                "its group"
            },
            meta.mode() & 0o7777,
            dir.display()
        );
    }
    Ok(())
}

/// [`write_replacing`] of the file at `path`.
pub fn write_replacing_path(path: &Path, bytes: &[u8]) -> Result<()> {
    let (dir, name) = dir_and_name(path)?;
    write_replacing(dir, name, bytes)
}

/// [`write_derived`] of the file at `path`.
pub fn write_derived_path(path: &Path, bytes: &[u8]) -> Result<()> {
    let (dir, name) = dir_and_name(path)?;
    write_derived(dir, name, bytes)
}

fn dir_and_name(path: &Path) -> Result<(&Path, &str)> {
    match (path.parent(), path.file_name().and_then(|n| n.to_str())) {
        // A bare file name is in the current directory.
        (Some(dir), Some(name)) if dir.as_os_str().is_empty() => Ok((Path::new("."), name)),
        (Some(dir), Some(name)) => Ok((dir, name)),
        _ => bail!("cannot write {}: not a file name", path.display()),
    }
}

/// Replaces `dir/name` with `bytes`, whole or not at all: a new temporary file in `dir`
/// (created `O_EXCL`, mode 0600, the streams' mode), renamed over `name`. A symbolic link
/// planted at `name` is replaced, never followed. A file that already holds `bytes` as this
/// writes it is left as it is: a re-render of a report in place rewrites no module or listing
/// (each write costs a sync and a rename, most of a warm re-render's time).
pub fn write_replacing(dir: &Path, name: &str, bytes: &[u8]) -> Result<()> {
    replace(dir, name, bytes, true)
}

/// [`write_replacing`] for a file that is made again when a crash loses or tears it: a file of
/// the report directory that a re-render makes again from its streams (modules, listings,
/// report.json, .md, .html), a sealed cache entry. Not synced to disk: a sync per file was most
/// of what `collect` spent after the workload.
pub fn write_derived(dir: &Path, name: &str, bytes: &[u8]) -> Result<()> {
    replace(dir, name, bytes, false)
}

fn replace(dir: &Path, name: &str, bytes: &[u8], sync: bool) -> Result<()> {
    if holds(&dir.join(name), bytes) {
        return Ok(());
    }
    replace_with(dir, name, sync, |file| file.write_all(bytes))
}

/// [`write_replacing`] of what `write` writes into the new file (streamed, not held in
/// memory), whatever `dir/name` holds now.
pub fn write_replacing_with(
    dir: &Path,
    name: &str,
    write: impl FnOnce(&mut File) -> std::io::Result<()>,
) -> Result<()> {
    replace_with(dir, name, true, write)
}

fn replace_with(
    dir: &Path,
    name: &str,
    sync: bool,
    write: impl FnOnce(&mut File) -> std::io::Result<()>,
) -> Result<()> {
    let target = dir.join(name);
    let mut temporary = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
        .with_context(|| format!("cannot create a temporary file in {}", dir.display()))?;
    write(temporary.as_file_mut())
        .and_then(|()| {
            if sync {
                temporary.as_file().sync_data()
            } else {
                Ok(())
            }
        })
        .with_context(|| format!("cannot write {}", temporary.path().display()))?;
    temporary
        .persist(&target)
        .map_err(|e| e.error)
        .with_context(|| format!("cannot write {}", target.display()))?;
    Ok(())
}

/// Whether `path` is a regular file of this user's, private (0600), with no other link, that
/// holds exactly `bytes`: opened without following a link, checked on the opened file.
fn holds(path: &Path, bytes: &[u8]) -> bool {
    let Ok(mut file) = File::options()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)
    else {
        return false;
    };
    let Ok(meta) = file.metadata() else {
        return false;
    };
    if !meta.is_file()
        || meta.uid() != current_uid()
        || meta.mode() & 0o7777 != 0o600
        || meta.nlink() != 1
        || meta.len() != bytes.len() as u64
    {
        return false;
    }
    let mut held = Vec::with_capacity(bytes.len());
    std::io::Read::read_to_end(&mut file, &mut held).is_ok() && held == bytes
}

/// Creates `name` in the directory `dir` (from [`open_dir`]) with `O_CREAT|O_EXCL|O_NOFOLLOW`
/// and checks what it opened: a regular file owned by this user. An existing file (another
/// process's, or one planted there) or a link is an `AlreadyExists` error, never opened.
pub fn create_exclusive_in(dir: &File, name: &str, mode: u32) -> std::io::Result<File> {
    let name = CString::new(name).map_err(std::io::Error::other)?;
    if name.as_bytes().contains(&b'/') {
        return Err(std::io::Error::other("a file name, not a path"));
    }
    // SAFETY: openat with a valid directory descriptor and a NUL-terminated name; the new
    // descriptor is owned by the File below.
    let fd = unsafe {
        libc::openat(
            dir.as_raw_fd(),
            name.as_ptr(),
            libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            mode as libc::c_uint,
        )
    };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` was just opened and is owned by nothing else.
    let file = unsafe { File::from_raw_fd(fd) };
    let meta = file.metadata()?;
    if !meta.is_file() || meta.uid() != effective_uid() {
        return Err(std::io::Error::other(format!(
            "{} is not a regular file of uid {}",
            name.to_string_lossy(),
            effective_uid()
        )));
    }
    Ok(file)
}

/// Creates the directory `name` (0700) in `parent` (from [`open_dir`]) with `mkdirat`, which
/// fails on anything already there (a directory, file or link planted under the name is an
/// `AlreadyExists` error, never used), then opens it without following a link and checks what
/// it opened: a directory of this user's that no one else can write.
pub fn create_private_dir_in(parent: &File, name: &str) -> std::io::Result<File> {
    let c_name = CString::new(name).map_err(std::io::Error::other)?;
    if name.contains('/') || name.is_empty() || name == "." || name == ".." {
        return Err(std::io::Error::other("a directory name, not a path"));
    }
    // SAFETY: mkdirat and openat with a valid directory descriptor and a NUL-terminated name;
    // the new descriptor is owned by the File below.
    let fd = unsafe {
        if libc::mkdirat(parent.as_raw_fd(), c_name.as_ptr(), 0o700) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        libc::openat(
            parent.as_raw_fd(),
            c_name.as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
        )
    };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` was just opened and is owned by nothing else.
    let dir = unsafe { File::from_raw_fd(fd) };
    let meta = dir.metadata()?;
    if !meta.is_dir() || meta.uid() != effective_uid() || meta.mode() & 0o077 != 0 {
        return Err(std::io::Error::other(format!(
            "{name} is not a private directory of uid {}",
            effective_uid()
        )));
    }
    Ok(dir)
}

/// The uid the files and directories this process creates are owned by: what every ownership
/// check of them compares with.
pub fn effective_uid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// Why [`open_regular`] would not read a file.
#[derive(Debug)]
pub enum Refused {
    /// The open itself failed (no such file, a link at the name, permissions).
    Open(std::io::Error),
    /// A FIFO, device, directory or socket: refused, never waited on.
    NotRegular,
    /// The file is this uid's, not the owner asked for.
    OwnedBy(u32),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Open(e) => write!(f, "{e}"),
            Refused::NotRegular => write!(f, "not a regular file"),
            Refused::OwnedBy(uid) => write!(f, "belongs to uid {uid}"),
        }
    }
}

impl std::error::Error for Refused {}

impl From<Refused> for std::io::Error {
    fn from(refused: Refused) -> Self {
        match refused {
            Refused::Open(e) => e,
            other => std::io::Error::other(other),
        }
    }
}

/// Opens `path` for reading the way a file in a directory others can write must be: without
/// following a link at `path` (`O_NOFOLLOW`), without blocking on a FIFO or device
/// (`O_NONBLOCK`), and only if the opened file (`fstat`, not the name) is a regular file, owned
/// by `owner` when one is given.
pub fn open_regular(path: &Path, owner: Option<u32>) -> Result<File, Refused> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)
        .map_err(Refused::Open)?;
    let meta = file.metadata().map_err(Refused::Open)?;
    if !meta.is_file() {
        return Err(Refused::NotRegular);
    }
    match owner {
        Some(owner) if meta.uid() != owner => Err(Refused::OwnedBy(meta.uid())),
        _ => Ok(file),
    }
}

/// [`open_regular`] of a file of anyone's, as an `io::Result` (for readers outside aotspy's
/// own crate that take an opener, such as the listing files').
pub fn open_careful(path: impl AsRef<Path>) -> std::io::Result<File> {
    Ok(open_regular(path.as_ref(), None)?)
}

/// The bytes of `path`, opened as [`open_regular`] does.
pub fn read_regular(path: &Path, owner: Option<u32>) -> Result<Vec<u8>, Refused> {
    let mut file = open_regular(path, owner)?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut file, &mut bytes).map_err(Refused::Open)?;
    Ok(bytes)
}

/// Opens the counters file `path` that a stream named, for reading, only if it is what the
/// preload makes: named `<pid>-<start ms>.counts`, a regular file (see [`open_regular`]), owned
/// by `owner` (the uid of the process whose stream named it).
pub fn open_counters_file(path: &Path, owner: u32) -> Result<File> {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let well_named = name
        .strip_suffix(&format!(".{}", aotspy_proto::COUNTS_SUFFIX))
        .and_then(|stem| stem.split_once('-'))
        .is_some_and(|(pid, start)| {
            [pid, start]
                .iter()
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        });
    if !well_named {
        bail!(
            "{} is not named as a counters file (<pid>-<start ms>.{}); not read",
            path.display(),
            aotspy_proto::COUNTS_SUFFIX
        );
    }
    open_regular(path, Some(owner)).map_err(|refused| match refused {
        Refused::Open(e) => {
            anyhow::Error::new(e).context(format!("cannot open {}", path.display()))
        }
        Refused::OwnedBy(uid) => anyhow::anyhow!(
            "{} belongs to uid {uid}, not to the process's uid {owner}; not read",
            path.display()
        ),
        Refused::NotRegular => {
            anyhow::anyhow!("{} is not a regular file; not read", path.display())
        }
    })
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

    /// Finding 7: a link planted at /tmp/aotspy-<uid> creates nothing where it points, and is
    /// called a link.
    #[test]
    fn a_planted_link_is_never_followed_and_is_named_as_one() {
        let tmp = tempfile::tempdir().unwrap();
        let elsewhere = tmp.path().join("victim-home-dir");
        let planted = tmp.path().join("aotspy-1000");
        std::os::unix::fs::symlink(&elsewhere, &planted).unwrap();
        for result in [ensure_private_dir(&planted), ensure_report_dir(&planted)] {
            let error = format!("{:#}", result.unwrap_err());
            assert!(
                error.contains("is a symbolic link (to ") && error.contains("victim-home-dir"),
                "{error}"
            );
        }
        assert!(!elsewhere.exists());
        // Pointing at a real directory changes nothing either.
        fs::create_dir(&elsewhere).unwrap();
        fs::set_permissions(&elsewhere, fs::Permissions::from_mode(0o755)).unwrap();
        assert!(ensure_private_dir(&planted).is_err());
        assert_eq!(fs::metadata(&elsewhere).unwrap().mode() & 0o777, 0o755);
    }

    #[test]
    fn report_dirs_are_created_private_and_refused_when_others_can_write() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a/b/report");
        ensure_report_dir(&dir).unwrap();
        assert_eq!(fs::metadata(&dir).unwrap().mode() & 0o777, 0o700);
        ensure_report_dir(&dir).unwrap();
        for (mode, who) in [(0o777, "others"), (0o770, "its group")] {
            fs::set_permissions(&dir, fs::Permissions::from_mode(mode)).unwrap();
            let error = format!("{:#}", ensure_report_dir(&dir).unwrap_err());
            assert!(
                error.contains(&format!("is writable by {who} (mode {mode:o})"))
                    && error.contains("chmod go-w"),
                "{error}"
            );
        }
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
        ensure_report_dir(&dir).unwrap();
    }

    /// Finding 6: a link planted where a report file goes is replaced, not written through;
    /// the file gets the streams' mode.
    #[test]
    fn replaced_files_never_follow_a_planted_link_and_are_private() {
        let tmp = tempfile::tempdir().unwrap();
        let victim = tmp.path().join("victim.txt");
        fs::write(&victim, "precious").unwrap();
        std::os::unix::fs::symlink(&victim, tmp.path().join("report.md")).unwrap();
        write_replacing(tmp.path(), "report.md", b"# report").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        let written = tmp.path().join("report.md");
        let meta = fs::symlink_metadata(&written).unwrap();
        assert!(meta.is_file());
        assert_eq!(meta.mode() & 0o777, 0o600);
        assert_eq!(fs::read_to_string(&written).unwrap(), "# report");
        write_replacing(tmp.path(), "report.md", b"# again").unwrap();
        assert_eq!(fs::read_to_string(&written).unwrap(), "# again");
        // Nothing left behind.
        assert_eq!(fs::read_dir(tmp.path()).unwrap().count(), 2);
    }

    /// A re-render leaves a file that already holds its bytes as it is, and replaces one that
    /// holds them but is not private.
    #[test]
    fn a_file_holding_its_bytes_is_not_rewritten() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("k.asm");
        write_replacing(tmp.path(), "k.asm", b"mov").unwrap();
        let inode = fs::metadata(&path).unwrap().ino();
        write_replacing(tmp.path(), "k.asm", b"mov").unwrap();
        assert_eq!(fs::metadata(&path).unwrap().ino(), inode);
        write_replacing(tmp.path(), "k.asm", b"add").unwrap();
        assert_ne!(fs::metadata(&path).unwrap().ino(), inode);
        assert_eq!(fs::read(&path).unwrap(), b"add");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        write_replacing(tmp.path(), "k.asm", b"add").unwrap();
        assert_eq!(fs::metadata(&path).unwrap().mode() & 0o777, 0o600);
    }

    #[test]
    fn exclusive_creation_refuses_existing_files_and_links() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = open_dir(tmp.path()).unwrap();
        let mut file = create_exclusive_in(&dir, "1-2.aotspy", 0o600).unwrap();
        file.write_all(b"stream").unwrap();
        assert_eq!(
            fs::metadata(tmp.path().join("1-2.aotspy")).unwrap().mode() & 0o777,
            0o600
        );
        let again = create_exclusive_in(&dir, "1-2.aotspy", 0o600).unwrap_err();
        assert_eq!(again.kind(), std::io::ErrorKind::AlreadyExists);
        std::os::unix::fs::symlink("/nonexistent-target", tmp.path().join("3-4.aotspy")).unwrap();
        let link = create_exclusive_in(&dir, "3-4.aotspy", 0o600).unwrap_err();
        assert_eq!(link.kind(), std::io::ErrorKind::AlreadyExists);
        assert!(!Path::new("/nonexistent-target").exists());
        assert!(create_exclusive_in(&dir, "../x", 0o600).is_err());
        // The directory itself is never opened through a link.
        let link_dir = tmp.path().join("link");
        std::os::unix::fs::symlink(tmp.path(), &link_dir).unwrap();
        assert!(open_dir(&link_dir).is_err());
    }

    /// Finding 5: a FIFO (or a device, or another user's file) named as counters file is
    /// refused without blocking.
    #[test]
    fn counters_files_must_be_well_named_regular_and_the_owners() {
        let tmp = tempfile::tempdir().unwrap();
        let good = tmp.path().join("12-34.counts");
        fs::write(&good, [0u8; 16]).unwrap();
        open_counters_file(&good, current_uid()).unwrap();
        let error = format!(
            "{:#}",
            open_counters_file(&good, current_uid() + 1).unwrap_err()
        );
        assert!(error.contains("not to the process's uid"), "{error}");
        for name in ["passwd", "12-34.counts.x", "-34.counts", "1a-2.counts"] {
            let path = tmp.path().join(name);
            fs::write(&path, "").unwrap();
            let error = format!(
                "{:#}",
                open_counters_file(&path, current_uid()).unwrap_err()
            );
            assert!(error.contains("is not named as a counters file"), "{error}");
        }
        let fifo = tmp.path().join("56-78.counts");
        let c_path = CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo with a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        let error = format!(
            "{:#}",
            open_counters_file(&fifo, current_uid()).unwrap_err()
        );
        assert!(error.contains("is not a regular file"), "{error}");
        let link = tmp.path().join("9-10.counts");
        std::os::unix::fs::symlink(&good, &link).unwrap();
        assert!(open_counters_file(&link, current_uid()).is_err());
        let device = Path::new("/dev/null");
        assert!(open_counters_file(device, current_uid()).is_err());
    }
}
