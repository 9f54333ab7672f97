//! Issue 21's holes in the preload, each attacked for real (device-less NEO, the real preload):
//! a second user planting the spool stream in a shared `AOTSPY_OUT`, a symlink planted as
//! `/tmp/aotspy-<uid>`, a flood of connections on a dormant job's control socket. The second
//! user is a bare uid with no account (`setpriv`), so nothing needs cleaning up.

use aotspy_tests::*;
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The workload of these tests: one module, 3 scale launches and 2 fills.
fn workload() -> Workload {
    Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Fat)
        .launch("scale=3")
        .launch("fill=2")
}

/// `tests/c/NAME.c` built into `dir` (which the other user can reach).
fn build_c(name: &str, dir: &Path) -> PathBuf {
    let exe = dir.join(name);
    let built = run(
        Command::new("gcc")
            .args(["-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&exe)
            .arg(manifest_dir().join("c").join(format!("{name}.c"))),
        RUN_TIMEOUT,
    );
    assert!(built.status.success(), "gcc failed:\n{}", built.describe());
    exe
}

/// Finding 1: a second user waits with inotify in a shared spool directory and plants the
/// victim's `<pid>-<ms>.aotspy` (0666) the moment its counters file appears. Today's preload
/// opened that file and wrote the victim's command line, paths and module bytes into it. Now
/// a directory others may write to without the sticky bit is refused (said on stderr), and in
/// a sticky one every file is created exclusively: the planted file stays empty either way,
/// and the workload's output and exit status are its own. The sticky case is run until the
/// planter wins its race at least once (it can also come late, which is checked too).
#[test]
fn a_shared_spool_directory_never_lends_a_capture_to_another_user() {
    let scratch = Scratch::new("planted-spool");
    let planter = build_c("spool_planter", &scratch.dir);
    let alone = workload().run_standalone();
    let said = plant(&scratch, &planter, &alone, 0o777, 0);
    eprintln!("mode 777: the planter said {:?}", said.trim());
    const ATTEMPTS: usize = 20;
    let won = (1..=ATTEMPTS).find(|&attempt| {
        let said = plant(&scratch, &planter, &alone, 0o1777, attempt);
        eprintln!(
            "mode 1777, attempt {attempt}: the planter said {:?}",
            said.trim()
        );
        said.starts_with("planted")
    });
    assert!(
        won.is_some(),
        "in {ATTEMPTS} runs the planter never planted before the victim's stream was created"
    );
}

/// One victim run in a fresh spool directory of `mode` with the planter watching it, checked:
/// what the planter said.
fn plant(
    scratch: &Scratch,
    planter: &Path,
    alone: &RunOutput,
    mode: u32,
    attempt: usize,
) -> String {
    let spool = scratch.path(&format!("shared-{mode:o}-{attempt}"));
    fs::create_dir(&spool).unwrap();
    fs::set_permissions(&spool, fs::Permissions::from_mode(mode)).unwrap();
    let mut attacker = as_user(OTHER_UID, planter)
        .arg(&spool)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut said = BufReader::new(attacker.stdout.take().unwrap());
    let mut ready = String::new();
    said.read_line(&mut ready).unwrap();
    assert_eq!(ready, "ready\n", "the planter did not start");
    let victim = run(
        &mut workload().preloaded(&scratch.path("nobody.sock"), &spool),
        RUN_TIMEOUT,
    );
    let _ = attacker.kill();
    let _ = attacker.wait();
    let mut planted = String::new();
    let _ = said.read_to_string(&mut planted);
    assert!(victim.status.success(), "{}", victim.describe());
    assert_eq!(victim.stdout, alone.stdout, "{}", victim.describe());
    for file in files_in(&spool) {
        let meta = fs::symlink_metadata(&file).unwrap();
        if meta.uid() == OTHER_UID {
            assert_eq!(
                meta.len(),
                0,
                "mode {mode:o}: the victim wrote into {} ({planted})\n{}",
                file.display(),
                victim.describe()
            );
        } else {
            assert_eq!(meta.mode() & 0o777, 0o600, "{}", file.display());
        }
    }
    if mode == 0o777 {
        assert!(
            victim
                .stderr
                .contains("is writable by other users (mode 777) and not sticky"),
            "{}",
            victim.describe()
        );
    } else if planted.starts_with("planted") {
        assert!(
            victim.stderr.contains("cannot write the spool"),
            "{planted}\n{}",
            victim.describe()
        );
    } else {
        // The victim's own spool, counters and descriptions files, all 0600 (above).
        assert_eq!(
            files_in(&spool).len(),
            3,
            "{planted}\n{}",
            victim.describe()
        );
    }
    planted
}

/// Finding 7: `/tmp/aotspy-<uid>` planted as a symlink to a directory of the victim's (here in
/// a private mount namespace with its own /tmp, so no other test's directory is touched).
/// Nothing is created through the link (today's preload made `spool/` and `proc/` in the
/// directory it points to), the message says it is a symlink, and the workload runs as
/// it would alone.
///
/// The checkout or its target directory may themselves be under /tmp: the tmpfs would hide
/// the preload and the workload, so the directories the run needs are bind-mounted back into
/// it from the /tmp beneath (reached through a descriptor opened before the tmpfs covered it).
#[test]
fn a_planted_user_directory_is_refused_and_nothing_is_made_through_it() {
    let alone = workload().run_standalone();
    let user_dir = format!("/tmp/aotspy-{}", uid());
    let script = format!(
        "exec 3</tmp || exit 89\n\
         mount -t tmpfs tmpfs /tmp || exit 90\n\
         while [ \"$1\" != -- ]; do\n\
             case $1 in /tmp/*)\n\
                 kept=${{1#/tmp/}}\n\
                 mkdir -p \"/tmp/$kept\" &&\n\
                 mount --no-canonicalize --bind \"/proc/self/fd/3/$kept\" \"/tmp/$kept\" || exit 92\n\
             esac\n\
             shift\n\
         done\n\
         shift\n\
         exec 3<&-\n\
         mkdir /tmp/victim-home && ln -s /tmp/victim-home {user_dir} || exit 91\n\
         LD_PRELOAD=$PRELOAD_FOR_WORKLOAD \"$@\"\n\
         status=$?\n\
         echo \"--- exit $status; made through the link: [$(ls -A /tmp/victim-home)]\"\n"
    );
    let cmd = workload().command();
    let line = cmd.get_program().to_owned();
    let args: Vec<_> = cmd.get_args().map(|a| a.to_owned()).collect();
    // Everything the run reads: the preload, the workload and the kernels it loads all live
    // in the target directory (or the release directory `AOTSPY_BIN_DIR` names).
    let mut kept = vec![
        fs::canonicalize(target_dir()).unwrap(),
        fs::canonicalize(release_dir()).unwrap(),
        fs::canonicalize(Path::new(&line).parent().unwrap()).unwrap(),
    ];
    kept.sort();
    kept.dedup();
    let propagation = if on_modern_stack() {
        "unchanged"
    } else {
        "private"
    };
    let mut shell = Command::new("unshare");
    shell
        // The modern root's `/` is no mount point whose propagation could change, and every
        // mount there is private already (scripts/stack): the tmpfs is this shell's alone.
        .args([
            "--mount",
            "--propagation",
            propagation,
            "sh",
            "-c",
            &script,
            "sh",
        ])
        .args(&kept)
        .arg("--")
        .arg(line)
        .args(args)
        .envs(EMULATE_ENV.iter().copied())
        // Preloaded into the workload alone: the shell's mounts run while the preload may
        // still be hidden under the tmpfs.
        .env("PRELOAD_FOR_WORKLOAD", preload_lib())
        .env_remove("LD_PRELOAD")
        .env("AOTSPY_SOCKET", "/nonexistent/aotspy.sock")
        .env_remove("AOTSPY_OUT");
    let out = run(&mut shell, RUN_TIMEOUT);
    assert!(out.status.success(), "{}", out.describe());
    assert!(
        !out.stderr.contains("cannot be preloaded"),
        "{}",
        out.describe()
    );
    let (stdout, trailer) = out.stdout.rsplit_once("--- ").unwrap();
    assert_eq!(
        trailer.trim(),
        "exit 0; made through the link: []",
        "{}",
        out.describe()
    );
    assert_eq!(stdout, alone.stdout, "{}", out.describe());
    assert!(
        out.stderr
            .contains(&format!("{user_dir} is a symlink (to /tmp/victim-home")),
        "{}",
        out.describe()
    );
}

fn count_entries(dir: &str) -> usize {
    fs::read_dir(dir).map_or(0, |d| d.count())
}

/// Finding 4: 200 connections at once on a dormant job's control socket. Today each got a
/// thread, an fd and a buffer (1,500 left a workload with 509 threads and 1023 of 1024 fds).
/// Now a handful are served and the rest are told so and closed: the job's threads and fds
/// grow by at most that handful, and it ends with its own output and exit status.
#[test]
fn a_connection_flood_takes_only_a_handful_of_threads_and_fds() {
    const FLOOD: usize = 200;
    const SERVED_AT_ONCE: usize = 4;
    let scratch = Scratch::new("control-flood");
    let job = workload().args(["--repeat", "20", "--sleep-ms", "300"]);
    let alone = job.run_standalone();
    let mut running =
        start(&mut job.preloaded(&scratch.path("nobody.sock"), &scratch.path("spool")));
    let pid = running.pid();
    let socket = PathBuf::from(format!("/tmp/aotspy-{}/proc/{pid}.sock", uid()));
    assert!(
        wait_until(Duration::from_secs(60), || socket.exists()
            || running.has_exited()),
        "no control socket"
    );
    let (tasks, fds) = (format!("/proc/{pid}/task"), format!("/proc/{pid}/fd"));
    // The baseline once the job's thread count has settled: the control socket exists from the
    // preload's start, and the job may start a thread after it (one modern run of six counted
    // 2 threads before the flood and 7 during it, with 4 connections served).
    let mut threads_before = count_entries(&tasks);
    let settled = wait_until(Duration::from_secs(10), || {
        std::thread::sleep(Duration::from_millis(400));
        let now = count_entries(&tasks);
        std::mem::replace(&mut threads_before, now) == now
    });
    assert!(settled, "the job's threads never settled");
    let fds_before = count_entries(&fds);
    let connections: Vec<UnixStream> = (0..FLOOD)
        .map(|_| UnixStream::connect(&socket).unwrap())
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let (threads_during, fds_during) = (count_entries(&tasks), count_entries(&fds));
    let mut told = 0;
    for mut connection in connections {
        connection
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        let mut answer = String::new();
        let _ = connection.read_to_string(&mut answer);
        if answer.contains(&format!(
            "already serves {SERVED_AT_ONCE} attach or ps connections"
        )) {
            told += 1;
        }
    }
    let out = running.wait(RUN_TIMEOUT);
    assert!(out.status.success(), "{}", out.describe());
    assert_eq!(out.stdout, alone.stdout, "{}", out.describe());
    assert!(
        threads_during <= threads_before + SERVED_AT_ONCE,
        "threads {threads_before} -> {threads_during}"
    );
    // Beside the connections served: the one being refused, and the workload's own files (it
    // creates modules as it runs).
    assert!(
        fds_during <= fds_before + SERVED_AT_ONCE + 4,
        "fds {fds_before} -> {fds_during}"
    );
    assert!(
        told >= FLOOD - SERVED_AT_ONCE,
        "{told} of {FLOOD} were told why"
    );
}
