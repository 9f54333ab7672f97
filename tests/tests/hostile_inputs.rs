//! Peers and files that would hang, exhaust or kill aotspy (issue 37, holes 4, 5, 7 and 8):
//! control sockets that trickle their answer or are not the process their name says, FIFOs
//! named as streams and listings, a listing that inflates to hundreds of megabytes, and a
//! workload that cuts a file it mapped while `collect` scans it.

use aotspy_proto::{self as proto, Event, Hello};
use aotspy_tests::*;
use std::ffi::CString;
use std::fs;
use std::io::{Read, Write};
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A FIFO at `path`.
fn mkfifo(path: &Path) {
    let name = CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(
        unsafe { libc::mkfifo(name.as_ptr(), 0o600) },
        0,
        "{}",
        path.display()
    );
}

/// The stream of a process that ended cleanly.
fn small_stream(pid: u32, argv: &[&str]) -> Vec<u8> {
    let mut bytes = Vec::new();
    proto::write_preamble(&mut bytes).unwrap();
    for event in [Event::Hello(hello(pid, argv)), Event::Goodbye] {
        bytes.extend(proto::encode_frame(&event));
    }
    bytes
}

fn hello(pid: u32, argv: &[&str]) -> Hello {
    Hello {
        pid,
        ppid: 1,
        argv: argv.iter().map(|a| a.to_string()).collect(),
        exe: "/bin/x".into(),
        start_unix_ms: 1_000,
        hostname: "host".into(),
        rank: None,
        cache_env: Vec::new(),
    }
}

/// A FIFO named as a stream in a spool directory is refused at once, not waited on; the good
/// stream beside it renders.
#[test]
fn a_fifo_named_as_a_stream_is_refused_not_waited_on() {
    let scratch = Scratch::new("fifo-stream");
    let spool = scratch.path("spool");
    fs::create_dir_all(&spool).unwrap();
    fs::write(
        spool.join("999999301-1000.aotspy"),
        small_stream(999_999_301, &["good"]),
    )
    .unwrap();
    let fifo = spool.join("999999302-1000.aotspy");
    mkfifo(&fifo);
    let out = scratch.path("report");
    let output = run(
        Command::new(aotspy_bin())
            .env("AOTSPY_CACHE", cache_dir())
            .args(["report", "--out"])
            .arg(&out)
            .arg(&spool),
        Duration::from_secs(60),
    );
    assert!(output.status.success(), "{}", output.describe());
    let said = format!(
        "aotspy: skipping cannot open {}: not a regular file",
        fifo.display()
    );
    assert!(
        output.stderr.contains(&said),
        "{said}\n{}",
        output.describe()
    );
    let c = Collection::load(&out, output, expected_output(&[]));
    assert!(c.process(999_999_301).clean_exit);
}

/// A real run's report, and a copy of it to tamper with.
fn report_and_copy(name: &str) -> (Collection, PathBuf) {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2")
        .collect(name);
    let copy = build_dir().join("runs").join(format!("{name}-copy"));
    let _ = fs::remove_dir_all(&copy);
    let copied = run(
        Command::new("cp").arg("-a").arg(&c.out_dir).arg(&copy),
        Duration::from_secs(60),
    );
    assert!(copied.status.success(), "{}", copied.describe());
    (c, copy)
}

/// `aotspy diff A B` of two reports.
fn diff(a: &Path, b: &Path) -> RunOutput {
    run(
        Command::new(aotspy_bin())
            .env("AOTSPY_CACHE", cache_dir())
            .arg("diff")
            .args([a, b]),
        Duration::from_secs(60),
    )
}

/// `diff` reads reports from pull requests: a listing that is a FIFO is refused at once, and
/// one that inflates past what a listing may hold (64 MiB) is refused with a clear error
/// rather than read (16 such listings made `diff` hold 4.7 GB).
#[test]
fn diff_refuses_a_fifo_and_a_listing_that_inflates_too_far() {
    let (c, copy) = report_and_copy("hostile-diff");
    let kernel = c.kernel(SCALE);
    let listing = kernel.asm.as_deref().unwrap();
    let path = copy.join(listing);

    let same = diff(&c.out_dir, &copy);
    assert!(same.status.success(), "{}", same.describe());

    fs::remove_file(&path).unwrap();
    mkfifo(&path);
    let fifo = diff(&c.out_dir, &copy);
    assert_eq!(fifo.status.code(), Some(1), "{}", fifo.describe());
    assert!(
        fifo.stderr.contains(&format!(
            "cannot compare the listing {}: not a regular file",
            path.display()
        )),
        "{}",
        fifo.describe()
    );

    // 80 MiB of text, a few hundred kilobytes on disk.
    fs::remove_file(&path).unwrap();
    let text = "mov (1|M0) r1.0<1>:ud 0x0:ud\n".repeat(80 << 20 >> 5);
    fs::write(&path, schema::listing::encode(listing, &text, &())).unwrap();
    assert!(fs::metadata(&path).unwrap().len() < 4 << 20);
    let bomb = diff(&c.out_dir, &copy);
    assert_eq!(bomb.status.code(), Some(1), "{}", bomb.describe());
    assert!(
        bomb.stderr.contains(&format!(
            "cannot compare the listing {}: its data inflates past 67108864 bytes, more than a \
             listing may hold; refused",
            path.display()
        )),
        "{}",
        bomb.describe()
    );
}

/// A control-socket server: a Python process that binds the control socket of its own pid
/// and, for each connection, answers with the bytes of `<dir>/<pid>.answer` (written by the
/// test once the pid is known), then, in mode `trickle`, one byte every half second, forever.
fn socket_server(dir: &Path, mode: &str) -> Child {
    let script = r#"
import os, socket, sys, time
path = os.path.join(sys.argv[1], "%d.sock" % os.getpid())
answer = os.path.join(sys.argv[2], "%d.answer" % os.getpid())
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(path)
server.listen(8)
print("listening", flush=True)
while True:
    connection, _ = server.accept()
    connection.recv(1)
    try:
        with open(answer, "rb") as f:
            connection.sendall(f.read())
        while sys.argv[3] == "trickle":
            connection.send(b"A")
            time.sleep(0.5)
    except OSError:
        pass
    connection.close()
"#;
    let mut child = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(proto::control_socket_path(uid(), 0).parent().unwrap())
        .arg(dir)
        .arg(mode)
        .stdout(Stdio::piped())
        .stdin(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = [0u8; 10];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut line)
        .unwrap();
    assert_eq!(&line, b"listening\n");
    child
}

/// A control socket's answer: the preamble, the Hello of `pid`, and a summary.
fn answer(pid: u32, argv: &[&str]) -> Vec<u8> {
    let mut bytes = Vec::new();
    proto::write_preamble(&mut bytes).unwrap();
    bytes.extend(proto::encode_frame(&Event::Hello(hello(pid, argv))));
    bytes.extend(proto::encode_frame(&Event::Summary(proto::Summary {
        modules: 1,
        kernels: 2,
        dispatches: 3,
    })));
    bytes
}

/// `aotspy ps` among hostile control sockets of the user's: one trickles its answer a byte
/// every half second (with a second per read, ps waited forever), one is served by a process other
/// than the one its name says (it showed as a real job), one names its program with terminal
/// escapes. ps ends within its deadline, lists only the true one, its command line escaped.
#[test]
fn ps_bounds_every_peer_and_checks_who_answers() {
    let scratch = Scratch::new("ps");
    let sockets = proto::control_socket_path(uid(), 0);
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(sockets.parent().unwrap())
        .unwrap();
    let mut trickler = socket_server(&scratch.dir, "trickle");
    // A valid preamble, then a Hello frame of a megabyte that comes a byte at a time.
    let mut trickled = Vec::new();
    proto::write_preamble(&mut trickled).unwrap();
    trickled.extend_from_slice(&(1u32 << 20).to_le_bytes());
    fs::write(scratch.path(&format!("{}.answer", trickler.id())), trickled).unwrap();
    let mut escaper = socket_server(&scratch.dir, "answer");
    let escaping = "job \x1b]0;owned\x07\x1b[2J";
    fs::write(
        scratch.path(&format!("{}.answer", escaper.id())),
        answer(escaper.id(), &[escaping, "--x"]),
    )
    .unwrap();
    // The impostor: this test serves the socket named after a sleeping process.
    let mut sleeper = Command::new("sleep").arg("60").spawn().unwrap();
    let impostor_path = proto::control_socket_path(uid(), sleeper.id());
    let impostor = UnixListener::bind(&impostor_path).unwrap();
    let impostor_answer = answer(sleeper.id(), &["impostor"]);
    std::thread::spawn(move || {
        for connection in impostor.incoming() {
            let Ok(mut connection) = connection else {
                break;
            };
            let _ = connection.read(&mut [0u8; 1]);
            let _ = connection.write_all(&impostor_answer);
        }
    });

    let started = Instant::now();
    let ps = run(
        Command::new(aotspy_bin()).arg("ps"),
        Duration::from_secs(60),
    );
    let took = started.elapsed();
    for child in [&mut trickler, &mut escaper, &mut sleeper] {
        let _ = child.kill();
        let _ = child.wait();
    }
    for pid in [trickler.id(), escaper.id(), sleeper.id()] {
        let _ = fs::remove_file(proto::control_socket_path(uid(), pid));
    }
    assert!(ps.status.success(), "{}", ps.describe());
    assert!(
        took < Duration::from_secs(10),
        "{took:?}\n{}",
        ps.describe()
    );
    let row = |pid: u32| {
        ps.stdout
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{pid} ")))
    };
    let escaped = row(escaper.id()).unwrap_or_else(|| panic!("{}", ps.describe()));
    assert!(
        escaped.ends_with("job \\e]0;owned\\x07\\e[2J --x"),
        "{}",
        ps.describe()
    );
    assert!(!ps.stdout.contains('\x1b'), "{}", ps.describe());
    assert!(row(sleeper.id()).is_none(), "{}", ps.describe());
    assert!(
        ps.stderr.contains(&format!(
            "aotspy: pid {} did not answer on {}: the socket is served by pid {} of uid {}, \
             not by pid {} of uid {} as its name and directory say; not listed",
            sleeper.id(),
            impostor_path.display(),
            std::process::id(),
            uid(),
            sleeper.id(),
            uid()
        )),
        "{}",
        ps.describe()
    );
    assert!(row(trickler.id()).is_none(), "{}", ps.describe());
    assert!(
        ps.stderr.contains(&format!(
            "aotspy: pid {} did not answer on {}: ",
            trickler.id(),
            proto::control_socket_path(uid(), trickler.id()).display()
        )),
        "{}",
        ps.describe()
    );
}

/// A workload maps a file that starts like an ELF library and cuts it while `collect` scans
/// it (`tests/c/cut_mapped.c`): `collect` used to die of SIGBUS (exit 135, no report); now it
/// exits with the workload's status and writes its report.
#[test]
fn collect_survives_a_workload_cutting_a_file_it_scans() {
    let program = build_program(
        &manifest_dir().join("c/cut_mapped.c"),
        "cut_mapped",
        &[],
        &[],
    );
    let scratch = Scratch::new("cut");
    let out = scratch.path("report");
    let output = run(
        aotspy_in_own_directory()
            .env("AOTSPY_CACHE", scratch.path("cache"))
            .args(["collect", "--out"])
            .arg(&out)
            .arg("--")
            .arg(&program)
            .arg(scratch.path("library.so")),
        RUN_TIMEOUT,
    );
    assert_eq!(output.status.code(), Some(0), "{}", output.describe());
    assert!(
        output.stdout.starts_with("read\n"),
        "the cut came while collect read the file:\n{}",
        output.describe()
    );
    assert!(out.join("report.json").is_file(), "{}", output.describe());
}
