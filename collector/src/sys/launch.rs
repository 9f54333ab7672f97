//! Starting the workload with libaotspy.so injected, optionally on NEO's device-less emulation.

use anyhow::{bail, Context, Result};
use std::ffi::{OsStr, OsString};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus};

pub const PRELOAD_FILE: &str = "libaotspy.so";
const ENV_PRELOAD: &str = "AOTSPY_PRELOAD";

/// Where installs put libaotspy.so relative to the `aotspy` executable's directory: beside it
/// (a cargo build), or `../lib/aotspy/` (the wheel's data files and `scripts/install`, since
/// neither pip nor `cargo install` puts a shared library in `bin/`).
const PRELOAD_PLACES: &[&str] = &[PRELOAD_FILE, "../lib/aotspy/libaotspy.so"];

/// `AOTSPY_PRELOAD` when set (an explicit choice wins), else libaotspy.so where the install put
/// it ([`PRELOAD_PLACES`]).
pub fn locate_preload() -> Result<PathBuf> {
    if let Some(path) = std::env::var_os(ENV_PRELOAD).filter(|p| !p.is_empty()) {
        let path = PathBuf::from(path);
        if !path.is_file() {
            bail!("{ENV_PRELOAD}={} does not exist", path.display());
        }
        return absolute(&path);
    }
    let exe = std::env::current_exe().context("cannot tell where the aotspy executable is")?;
    let dir = exe.parent().unwrap_or(Path::new("/"));
    for place in PRELOAD_PLACES {
        let candidate = dir.join(place);
        if candidate.is_file() {
            // Resolved, so LD_PRELOAD holds no `..` and messages name the real file.
            return std::fs::canonicalize(&candidate)
                .with_context(|| format!("cannot resolve {}", candidate.display()));
        }
    }
    bail!(
        "{PRELOAD_FILE} is neither beside {} nor in ../lib/aotspy/, and {ENV_PRELOAD} is not set: \
         build it (cargo build --release -p aotspy-preload), reinstall aotspy, or point {ENV_PRELOAD} at it",
        exe.display()
    )
}

/// The libaotspy.so to tell users to preload, for messages: its path when it is found.
pub fn preload_hint() -> String {
    locate_preload().map_or_else(|_| PRELOAD_FILE.to_owned(), |p| p.display().to_string())
}

/// LD_PRELOAD wants absolute paths: the program may change directory before it loads anything.
fn absolute(path: &Path) -> Result<PathBuf> {
    std::path::absolute(path).with_context(|| format!("cannot resolve {}", path.display()))
}

/// Asks NEO to dump the zebins it builds, when `wanted` (`collect --neo-dumps`, or
/// `AOTSPY_NEO_DUMP=1`): drivers from 23.17 write `dumped_zebin_module*.elf` into the working
/// directory, which `collect` then moves into the report and cross-checks against its capture
/// (older drivers ignore the key). Only `collect -- CMD` does this, since only it can take the
/// files away again. Not by default: the preload captures every module itself, and a second
/// copy of each on disk cost a JAX run 5% of its wall time here (a new file per module, written
/// by the program's own thread, docs/performance.md); what only the dumps give is the
/// driver's built-in kernels with their ISA and the cross-check. Keys the user set win.
fn neo_dump_env(wanted: bool, is_set: impl Fn(&str) -> bool) -> Vec<(&'static str, &'static str)> {
    let asked = wanted || std::env::var_os(aotspy_proto::ENV_NEO_DUMP).is_some_and(|v| v == "1");
    if !asked {
        return Vec::new();
    }
    ["NEOReadDebugKeys", "DumpZEBin"]
        .into_iter()
        .filter(|key| !is_set(key))
        .map(|key| (key, "1"))
        .collect()
}

/// `preload` first, then whatever the user already preloads.
fn ld_preload(preload: &Path, existing: Option<OsString>) -> OsString {
    let mut value = preload.as_os_str().to_owned();
    if let Some(existing) = existing.filter(|e| !e.is_empty()) {
        value.push(":");
        value.push(existing);
    }
    value
}

/// The program could not be started; aotspy exits as a shell would, 127 or 126.
#[derive(Debug)]
pub struct SpawnError {
    pub message: String,
    pub exit_code: u8,
}

impl std::fmt::Display for SpawnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SpawnError {}

/// Starts `command` with the preload pointed at `socket` (and, with `spool`, its processes'
/// spool at that directory: what ranks that cannot reach the socket write); stdio is inherited
/// untouched.
pub fn spawn_workload(
    command: &[OsString],
    preload: &Path,
    socket: &Path,
    spool: Option<&Path>,
    emulate: Option<&str>,
    neo_dumps: bool,
) -> Result<Child, SpawnError> {
    let (program, args) = command.split_first().expect("clap requires CMD here");
    let mut child = Command::new(program);
    child
        .args(args)
        .env(
            "LD_PRELOAD",
            ld_preload(preload, std::env::var_os("LD_PRELOAD")),
        )
        .env(aotspy_proto::ENV_SOCKET, socket);
    if let Some(spool) = spool {
        child.env(aotspy_proto::ENV_OUT, spool);
    }
    if let Some(device) = emulate {
        child.envs(super::emulation::keys(device));
        child.env(aotspy_proto::ENV_EMULATED, device);
    }
    child.envs(neo_dump_env(neo_dumps, |key| {
        std::env::var_os(key).is_some()
    }));
    child.spawn().map_err(|e| SpawnError {
        message: format!("cannot run {}: {e}", Path::new(program).display()),
        exit_code: if e.kind() == std::io::ErrorKind::NotFound {
            127
        } else {
            126
        },
    })
}

/// The exit code a shell would give: the program's own, or 128 + the signal that killed it.
pub fn exit_code(status: ExitStatus) -> u8 {
    match (status.code(), status.signal()) {
        (Some(code), _) => code as u8,
        (None, Some(signal)) => (128 + signal) as u8,
        (None, None) => 1,
    }
}

/// For messages: the command as one would type it.
pub fn display_command(command: &[OsString]) -> String {
    command
        .iter()
        .map(|arg| OsStr::to_string_lossy(arg).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    #[test]
    fn neo_dump_keys_leave_the_users_alone() {
        assert_eq!(
            neo_dump_env(true, |_| false),
            [("NEOReadDebugKeys", "1"), ("DumpZEBin", "1")]
        );
        assert_eq!(
            neo_dump_env(true, |key| key == "NEOReadDebugKeys"),
            [("DumpZEBin", "1")]
        );
        assert_eq!(neo_dump_env(false, |_| false), [], "not asked for");
    }

    #[test]
    fn preload_goes_first() {
        let lib = Path::new("/x/libaotspy.so");
        assert_eq!(ld_preload(lib, None), "/x/libaotspy.so");
        assert_eq!(ld_preload(lib, Some("".into())), "/x/libaotspy.so");
        assert_eq!(
            ld_preload(lib, Some("/y/libother.so".into())),
            "/x/libaotspy.so:/y/libother.so"
        );
    }

    #[test]
    fn exit_codes_follow_shell_conventions() {
        let status = |script: &str| Command::new("sh").args(["-c", script]).status().unwrap();
        assert_eq!(exit_code(status("exit 3")), 3);
        assert_eq!(exit_code(status("kill -TERM $$")), 128 + 15);
    }
}
