//! Issue 21's holes in the preload, each attacked for real (device-less NEO, the real preload):
//! a second user planting the spool stream in a shared `AOTSPY_OUT`, a symlink planted as
//! `/tmp/aotspy-<uid>`, a flood of connections on a dormant job's control socket. The second
//! user is a bare uid with no account (`setpriv`), so nothing needs cleaning up.

use aotspy_tests::*;
use std::ffi::{OsStr, OsString};
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

/// A shell in a private mount namespace with its own /tmp (a tmpfs, so no other test's
/// directory is touched), where `plant` runs first, then `then` with the command `line` and
/// `args` as `"$@"`.
///
/// The checkout or its target directory may themselves be under /tmp: the tmpfs would hide
/// aotspy, the preload and the workload, so the directories the run needs (the target and
/// release directories and the program's) are bind-mounted back into it from the /tmp beneath
/// (reached through a descriptor opened before the tmpfs covered it).
fn in_private_tmp(plant: &str, then: &str, line: &OsStr, args: &[OsString]) -> Command {
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
         {plant} || exit 91\n\
         {then}\n"
    );
    // Everything the run reads: the preload, aotspy, the workload and the kernels it loads
    // all live in the target directory (or the release directory `AOTSPY_BIN_DIR` names).
    let mut kept = vec![
        fs::canonicalize(target_dir()).unwrap(),
        fs::canonicalize(release_dir()).unwrap(),
        fs::canonicalize(Path::new(line).parent().unwrap()).unwrap(),
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
        .args(args);
    shell
}

/// Finding 7: `/tmp/aotspy-<uid>` planted as a symlink to a directory of the victim's (here in
/// a private mount namespace with its own /tmp, [`in_private_tmp`]). Nothing is created
/// through the link (today's preload made `spool/` and `proc/` in the directory it points
/// to), the message says it is a symlink, and the workload runs as it would alone.
#[test]
fn a_planted_user_directory_is_refused_and_nothing_is_made_through_it() {
    let alone = workload().run_standalone();
    let user_dir = format!("/tmp/aotspy-{}", uid());
    let cmd = workload().command();
    let args: Vec<_> = cmd.get_args().map(|a| a.to_owned()).collect();
    let mut shell = in_private_tmp(
        &format!("mkdir /tmp/victim-home && ln -s /tmp/victim-home {user_dir}"),
        "LD_PRELOAD=$PRELOAD_FOR_WORKLOAD \"$@\"\n\
         status=$?\n\
         echo \"--- exit $status; made through the link: [$(ls -A /tmp/victim-home)]\"",
        cmd.get_program(),
        &args,
    );
    shell
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

/// Issue 37 (also): another user who makes `/tmp/aotspy-<uid>` first, as a symbolic link
/// (`plant_link`) or as a 0777 directory of theirs, stopped the victim's `aotspy collect` from
/// starting (it refused, exit 1, no report). Now collect carries on in a private directory of
/// its own, `$XDG_RUNTIME_DIR/aotspy` where that runtime directory is the user's (`runtime`),
/// else a new `/tmp/aotspy-<uid>-` directory with a random `mkdtemp` suffix, removed when done,
/// and says why on stderr; the
/// program's processes reach its socket there and keep their counters files in its `spool/`
/// (counted from the counters file), and nothing is made in or through the planted path. The
/// run is a private /tmp's ([`in_private_tmp`]), as root (the other user's directory is
/// chowned to a bare uid).
fn collect_carries_on_past_a_planted_user_directory(name: &str, plant_link: bool, runtime: bool) {
    let user_dir = format!("/tmp/aotspy-{}", uid());
    let out_dir = run_dir(name);
    let standalone = workload().run_standalone();
    let plant = if plant_link {
        format!("mkdir /tmp/planted && ln -s /tmp/planted {user_dir}")
    } else {
        format!("mkdir -m 0777 {user_dir} && chown 4242 {user_dir} && chmod 0777 {user_dir}")
    };
    let planted = if plant_link {
        "/tmp/planted"
    } else {
        &user_dir
    };
    let plant = if runtime {
        format!("{plant} && mkdir -m 0700 /tmp/runtime && export XDG_RUNTIME_DIR=/tmp/runtime")
    } else {
        format!("{plant} && unset XDG_RUNTIME_DIR")
    };
    let then = format!(
        "\"$@\"\n\
         status=$?\n\
         echo \"--- exit $status; in the planted directory: [$(ls -A {planted})]; \
         left: [$(ls -d /tmp/aotspy-{uid}-* 2>/dev/null)]\"",
        uid = uid()
    );
    let mut args: Vec<OsString> = ["collect", "--emulate", "pvc", "--out"]
        .iter()
        .map(OsString::from)
        .collect();
    args.push(out_dir.clone().into());
    args.push("--".into());
    args.extend(workload().command_line());
    let mut shell = in_private_tmp(&plant, &then, aotspy_bin().as_os_str(), &args);
    shell
        .current_dir(aotspy_in_own_directory().get_current_dir().unwrap())
        .env("AOTSPY_CACHE", cache_dir());
    let output = run(&mut shell, RUN_TIMEOUT);
    let (_, trailer) = output
        .stdout
        .rsplit_once("--- ")
        .unwrap_or_else(|| panic!("no trailer\n{}", output.describe()));
    let trailer = trailer.trim().to_owned();
    let c = Collection::load(&out_dir, output, standalone);
    assert_eq!(
        trailer,
        "exit 0; in the planted directory: []; left: []",
        "{}",
        c.output.describe()
    );
    assert!(
        c.output.stdout.contains(&c.standalone.stdout),
        "{}",
        c.output.describe()
    );
    let why = if plant_link {
        format!(
            "{user_dir} is a symbolic link (to /tmp/planted), not a directory; aotspy never \
             follows one there, since another user may have planted it. Remove it"
        )
    } else {
        format!(
            "{user_dir} belongs to uid 4242, not to you (uid {}); refusing to put a socket \
             there",
            uid()
        )
    };
    let instead = if runtime {
        "; this run uses a private directory of its own instead: /tmp/runtime/aotspy\n".to_owned()
    } else {
        format!(
            "; this run uses a private directory of its own instead: /tmp/aotspy-{}-",
            uid()
        )
    };
    let said = c
        .output
        .stderr
        .lines()
        .find(|line| line.starts_with("aotspy: warning: ") && line.contains(&why))
        .unwrap_or_else(|| c.fail(&format!("no warning saying {why:?}")));
    if !format!("{said}\n").contains(&instead) {
        c.fail(&format!("the warning does not say {instead:?}"));
    }
    // The preload's words for a capture it could not keep durably or send.
    let complaints: Vec<_> = c
        .output
        .stderr
        .lines()
        .filter(|line| line.starts_with("aotspy: ") && line.contains("cannot"))
        .collect();
    if !complaints.is_empty() {
        c.fail(&format!("stderr says {complaints:?}"));
    }
    c.assert_dispatches(&[(SCALE, 3), (FILL, 2)]);
    if c.processes().len() != 1 || !c.processes()[0].counts_from_counters_file {
        c.fail("not one process counted from its counters file");
    }
}

#[test]
fn collect_carries_on_in_the_runtime_directory_past_a_planted_symlink() {
    collect_carries_on_past_a_planted_user_directory("planted-link-runtime", true, true);
}

#[test]
fn collect_carries_on_in_a_directory_of_its_own_past_another_users_0777_directory() {
    collect_carries_on_past_a_planted_user_directory("planted-0777-mkdtemp", false, false);
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
