//! The workload is never disturbed, even when it does what aotspy does not expect (issue 37's
//! holes 9 and 12): its files are its own, and its exit status is what `collect` exits with.

use aotspy_tests::*;
use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::process::Command;

/// Hole 9: tests/c/closes_fds.c closes every descriptor above 2 after its first kernel, opens
/// 16 files of its own (which take the numbers of libaotspy's descriptions file, counters file,
/// spool stream, spool directory and control socket, or of the collector's socket), and creates
/// more kernels and a module. Before, the kernels' description records (and stream frames) were
/// appended to the program's files. Now each file holds exactly the program's line, the program
/// exits 0 with its own output, and aotspy says once that it gave a descriptor up. Run dormant
/// (spooling, with a control socket) and under `aotspy collect` (its socket).
#[test]
fn a_program_that_closes_aotspys_descriptors_gets_none_of_its_writes() {
    let scratch = Scratch::new("closes-fds");
    let exe = build_program(
        &manifest_dir().join("c/closes_fds.c"),
        "closes_fds",
        &[],
        &["-lze_loader"],
    );
    let zebin = artifacts()
        .kernels_dir
        .join(format!("{VECTOR_OPS}.pvc.zebin"));
    let spool = scratch.path("spool");
    for how in ["dormant", "collect"] {
        let out = scratch.path(how);
        fs::create_dir(&out).unwrap();
        let mut cmd = match how {
            "dormant" => {
                let mut cmd = Command::new(&exe);
                cmd.env("LD_PRELOAD", preload_lib())
                    .env("AOTSPY_SOCKET", scratch.path("no-collector.sock"))
                    .env("AOTSPY_OUT", &spool)
                    .envs(EMULATE_ENV.iter().copied());
                cmd
            }
            _ => {
                let mut cmd = aotspy_in_own_directory();
                cmd.env("AOTSPY_CACHE", cache_dir())
                    .env("AOTSPY_OUT", &spool)
                    .args(["collect", "--emulate", "pvc", "--out"])
                    .arg(run_dir("closes-fds"))
                    .arg("--")
                    .arg(&exe);
                cmd
            }
        };
        let output = run(cmd.arg(&zebin).arg(SCALE).arg(&out), RUN_TIMEOUT);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{how}:\n{}",
            output.describe()
        );
        assert!(
            output.stdout.contains("closes_fds: done\n"),
            "{how}:\n{}",
            output.describe()
        );
        for i in 0..16 {
            let file = out.join(format!("out-{i}"));
            let bytes = fs::read(&file).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&bytes),
                format!("closes_fds: out-{i}\n"),
                "{how}: {} holds more than the program wrote\n{}",
                file.display(),
                output.describe()
            );
        }
        assert!(
            output.stderr.contains("closed aotspy's descriptor"),
            "{how}: aotspy does not say it gave a descriptor up\n{}",
            output.describe()
        );
    }
}

/// Hole 12: `collect --out` on a file system with 8 KiB free (a 64 KiB tmpfs, filled). Before,
/// collect exited 1 instead of the program's status and the stream's copy in `--out` was cut
/// at 8 KiB. Now collect exits with the program's status (3), the program's output is
/// unchanged, collect says the report could not be written and where the stream went: whole,
/// into the spool (`AOTSPY_OUT`), where the counters file stayed too, so `aotspy report` of
/// the spool gives the exact counts.
#[test]
fn a_full_disk_leaves_the_exit_status_and_the_stream_whole() {
    let mut scratch = Scratch::new("full-out");
    require(
        scratch.mount_tmpfs("full", "64k"),
        "permission to mount a tmpfs (root)",
    );
    let full = scratch.path("full");
    {
        let mut filler = fs::File::create(full.join("filler")).unwrap();
        let block = vec![0u8; 4096];
        while filler.write_all(&block).is_ok() {}
        let len = filler.metadata().unwrap().len();
        filler.set_len(len - 8192).unwrap();
        filler.sync_all().unwrap();
    }
    let workload = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=3")
        .args(["--exit-code", "3"]);
    let alone = workload.run_standalone_expect(3);
    let spool = scratch.path("spool");
    let out = full.join("report");
    let output = run(
        aotspy_in_own_directory()
            .env("AOTSPY_CACHE", cache_dir())
            .env("AOTSPY_OUT", &spool)
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out)
            .arg("--")
            .args(workload.command_line()),
        RUN_TIMEOUT,
    );
    assert_eq!(output.status.code(), Some(3), "{}", output.describe());
    assert!(
        output.stdout.contains(&alone.stdout),
        "the program's output changed\n{}",
        output.describe()
    );
    for said in [
        format!("the report in {} could not be written", out.display()),
        format!("its stream is kept whole in {}/", spool.display()),
    ] {
        assert!(
            output.stderr.contains(&said),
            "no {said:?} in\n{}",
            output.describe()
        );
    }
    let again = report(
        Some(&run_dir("full-out-report")),
        &[&spool],
        expected_output(&[]),
    );
    let want = BTreeMap::from([(SCALE.to_owned(), 3)]);
    if again.dispatch_counts() != want {
        again.fail(&format!("aotspy report of the spool: {want:?} expected"));
    }
}
