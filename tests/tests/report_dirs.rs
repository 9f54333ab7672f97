//! Issue 21, finding 6, on the real driver (`collect --emulate pvc`): a report directory that
//! another user made (and can write to) is refused with a message saying what to do, before
//! anything is written there or the workload is started; a link planted in the user's own report
//! directory is replaced, never written through; the report's files are private. The other
//! user is a bare uid with no account (`setpriv`), so nothing needs cleaning up.

use aotspy_tests::*;
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;

fn workload() -> Workload {
    Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=3")
}

/// `aotspy collect --emulate pvc --out <out> -- <workload>`.
fn collect_into(out: &Path) -> RunOutput {
    let mut cmd = aotspy_in_own_directory();
    cmd.env("AOTSPY_CACHE", cache_dir())
        .args(["collect", "--emulate", "pvc", "--out"])
        .arg(out)
        .arg("--")
        .args(workload().command_line());
    run(&mut cmd, RUN_TIMEOUT)
}

fn mode(path: &Path) -> u32 {
    fs::symlink_metadata(path).unwrap().mode() & 0o7777
}

#[test]
fn another_users_report_directory_is_refused_before_anything_is_written() {
    let scratch = Scratch::new("foreign-report");
    // Like /tmp: the other user may make a directory in it.
    fs::set_permissions(&scratch.dir, fs::Permissions::from_mode(0o1777)).unwrap();
    let foreign = scratch.path("rep");
    let made = run(
        as_user(OTHER_UID, "sh")
            .args(["-c", "mkdir \"$1\" && chmod 0777 \"$1\"", "sh"])
            .arg(&foreign),
        RUN_TIMEOUT,
    );
    assert!(
        made.status.success(),
        "setpriv mkdir as uid {OTHER_UID} (needs root):\n{}",
        made.describe()
    );
    assert_eq!(fs::metadata(&foreign).unwrap().uid(), OTHER_UID);
    let collected = collect_into(&foreign);
    assert!(!collected.status.success(), "{}", collected.describe());
    assert!(
        collected
            .stderr
            .contains(&format!("belongs to uid {OTHER_UID}, not to you"))
            && collected.stderr.contains("Choose another --out"),
        "{}",
        collected.describe()
    );
    for name in [
        "report.json",
        "report.md",
        "report.html",
        "modules",
        "streams",
    ] {
        assert!(
            !foreign.join(name).exists(),
            "{name} written into the other user's directory"
        );
    }
}

#[test]
fn a_planted_link_is_replaced_and_report_files_are_private() {
    let scratch = Scratch::new("planted-report");
    let victim = scratch.path("victim.txt");
    fs::write(&victim, "precious").unwrap();
    let own = scratch.path("own");
    fs::create_dir(&own).unwrap();
    fs::set_permissions(&own, fs::Permissions::from_mode(0o755)).unwrap();
    std::os::unix::fs::symlink(&victim, own.join("report.md")).unwrap();
    let alone = workload().run_standalone();
    let collected = collect_into(&own);
    assert_eq!(
        collected.status.code(),
        alone.status.code(),
        "{}",
        collected.describe()
    );
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    let md = own.join("report.md");
    assert!(fs::symlink_metadata(&md).unwrap().is_file());
    assert_ne!(fs::read_to_string(&md).unwrap(), "precious");
    let mut checked = 0;
    for name in ["report.json", "report.md", "report.html"] {
        assert_eq!(mode(&own.join(name)), 0o600, "{name}");
        checked += 1;
    }
    for entry in fs::read_dir(own.join("modules")).unwrap() {
        let path = entry.unwrap().path();
        assert_eq!(mode(&path), 0o600, "{}", path.display());
        checked += 1;
    }
    assert_eq!(checked, 4, "three report files and one module");

    // A directory aotspy makes is private.
    let fresh = scratch.path("fresh");
    let collected = collect_into(&fresh);
    assert_eq!(collected.status.code(), alone.status.code());
    assert_eq!(mode(&fresh), 0o700);
    assert_eq!(mode(&fresh.join("report.json")), 0o600);

    // So are the listings `aotspy asm --out` writes, and the directory it makes (issue 37,
    // also: it made it 0755 with the umask).
    let listings = scratch.path("listings");
    let asm = run(
        std::process::Command::new(aotspy_bin())
            .arg("asm")
            .arg(&fresh)
            .arg("--out")
            .arg(&listings),
        RUN_TIMEOUT,
    );
    assert!(asm.status.success(), "{}", asm.describe());
    assert_eq!(mode(&listings), 0o700);
    let written: Vec<_> = fs::read_dir(&listings)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert!(!written.is_empty(), "{}", asm.describe());
    for path in written {
        assert_eq!(mode(&path), 0o600, "{}", path.display());
    }
}
