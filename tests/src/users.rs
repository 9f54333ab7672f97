//! What a test needs of the machine and its users: [`require`] fails a test that cannot run
//! here rather than let it pass, and commands run as another user through `setpriv`.

use std::ffi::OsStr;
use std::process::Command;

/// Fails the test, saying what it needs, when `holds` is false: a test that cannot run here
/// must not pass. CI and `scripts/test` run as root, where every such need is met.
pub fn require(holds: bool, need: &str) {
    assert!(
        holds,
        "this test needs {need}, which this machine or user lacks; run it as root, as \
         scripts/test and CI do"
    );
}

/// The current uid.
pub fn uid() -> u32 {
    // SAFETY: getuid cannot fail.
    unsafe { libc::getuid() }
}

/// A uid no account uses, for the tests' other user (an attacker, a peer).
pub const OTHER_UID: u32 = 64_321;
/// `nobody`, for the tests that run aotspy itself as an unprivileged user.
pub const NOBODY_UID: u32 = 65_534;

/// Whether `setpriv` can run commands as another user here (root, and setpriv installed).
pub fn can_switch_users() -> bool {
    uid() == 0
        && Command::new("setpriv")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
}

/// `setpriv` running `program` as `user` (its uid and gid, no supplementary groups); the
/// caller adds the program's arguments.
pub fn as_user(user: u32, program: impl AsRef<OsStr>) -> Command {
    let id = user.to_string();
    let mut cmd = Command::new("setpriv");
    cmd.args(["--reuid", &id, "--regid", &id, "--clear-groups", "--"])
        .arg(program);
    cmd
}
