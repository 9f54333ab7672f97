//! Robustness: hostile input and security. Garbage and malformed streams on the collector's
//! socket and in spool directories; file modes of the socket and spool; peers and paths that
//! belong to another user or are symlinks.

use aotspy_proto::{self as proto, Event, Hello};
use aotspy_tests::schema::{NoteKind, WarningKind};
use aotspy_tests::*;
use std::fs;
use std::io::Write;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The uid/gid the tests use for "another user".
const NOBODY: u32 = 65534;

/// A Hello for a process that cannot exist (pids stay below 2^22 on Linux).
fn fake_hello(pid: u32) -> Hello {
    Hello {
        pid,
        ppid: 1,
        argv: vec![format!("hostile-{pid}")],
        exe: format!("/hostile/{pid}"),
        start_unix_ms: 1_000,
        hostname: "hostile".into(),
        rank: None,
        cache_env: Vec::new(),
    }
}

/// Preamble and Hello of a fake process.
fn header(pid: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    proto::write_preamble(&mut bytes).unwrap();
    bytes.extend(proto::encode_frame(&Event::Hello(fake_hello(pid))));
    bytes
}

/// Fails unless the report warns that `pid` had one frame of its stream skipped.
fn assert_one_frame_skipped(c: &Collection, pid: u32) {
    let kind = WarningKind::FramesSkipped { pid, frames: 1 };
    if !c.warning_kinds().contains(&&kind) {
        c.fail(&format!("no warning {kind:?}"));
    }
}

/// Connects, sends `bytes`, closes; errors (the collector hanging up first) are ignored.
fn send_raw(socket: &Path, bytes: &[u8]) {
    if let Ok(mut stream) = UnixStream::connect(socket) {
        let _ = stream.write_all(bytes);
        let _ = stream.shutdown(std::net::Shutdown::Write);
        // Wait for the collector to hang up, so it has read everything.
        let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
        let _ = std::io::Read::read(&mut stream, &mut [0u8; 1]);
    }
}

fn mode(path: &Path) -> u32 {
    fs::symlink_metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .mode()
        & 0o777
}

/// While a real workload streams to a listening collector, other clients connect and send:
/// garbage, a cut preamble, a wrong protocol version, a frame before the Hello, and after a
/// valid Hello a truncated frame, a giant length prefix, an undecodable frame (skipped: the
/// stream goes on to its end); one more connects and never sends a byte, and stays open until
/// the collector is stopped. The collector logs one clear line for each bad stream, stops
/// within 30 s, and the real workload's report is complete.
#[test]
fn hostile_peers_on_the_collector_socket() {
    let scratch = Scratch::new("peers");
    let spool = scratch.path("spool");
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Zebin)
        .launch("scale=2")
        .launch("fill=1")
        .args(["--repeat", "5", "--sleep-ms", "100"]);
    let alone = w.run_standalone_expect(0);
    let listener = Listener::start(
        Some(&scratch.path("sock/collector.sock")),
        &run_dir("robust-hostile-peers"),
    );
    let silent = UnixStream::connect(&listener.socket).unwrap();
    let running = start(&mut w.preloaded(&listener.socket, &spool));
    let pid = running.pid();

    let mut wrong_version = proto::MAGIC.to_vec();
    wrong_version.extend_from_slice(&99u32.to_le_bytes());
    let mut frame_before_hello = Vec::new();
    proto::write_preamble(&mut frame_before_hello).unwrap();
    frame_before_hello.extend(proto::encode_frame(&Event::Goodbye));
    let mut truncated = header(999_999_001);
    truncated.extend_from_slice(&1000u32.to_le_bytes());
    truncated.extend_from_slice(&[7u8; 10]);
    let mut giant = header(999_999_002);
    giant.extend_from_slice(&u32::MAX.to_le_bytes());
    giant.extend_from_slice(&[0u8; 64]);
    let mut undecodable = header(999_999_003);
    undecodable.extend_from_slice(&[3, 0, 0, 0, 0xff, 0xff, 0xff]);
    // (what is sent, the line the collector must print)
    let hostile: Vec<(Vec<u8>, String)> = vec![
        (
            b"GET / HTTP/1.1\r\nHost: aotspy\r\n\r\n".to_vec(),
            "not a valid aotspy stream: not an aotspy stream (bad magic)".into(),
        ),
        (
            proto::MAGIC[..5].to_vec(),
            "not a valid aotspy stream: stream ends inside a frame (truncated)".into(),
        ),
        (wrong_version, "written by protocol 99".into()),
        (
            frame_before_hello,
            "not a valid aotspy stream: first event is Goodbye, expected Hello".into(),
        ),
        (
            truncated,
            "pid 999999001 (hostile-999999001): dropped its connection: stream ends inside a frame (truncated)".into(),
        ),
        (
            giant,
            "pid 999999002 (hostile-999999002): dropped its connection: frame of 4294967295 bytes exceeds".into(),
        ),
        (
            undecodable,
            "aotspy: pid 999999003 (hostile-999999003) disconnected".into(),
        ),
    ];
    for (bytes, _) in &hostile {
        send_raw(&listener.socket, bytes);
    }
    let result = running.wait(RUN_TIMEOUT);
    assert!(result.status.success(), "{}", result.describe());
    assert_eq!(result.stdout, alone.stdout, "{}", result.describe());
    assert!(
        aotspy_lines(&result.stderr).is_empty(),
        "{}",
        result.describe()
    );
    listener.wait_for_stderr(
        &format!(
            "aotspy: pid {pid} ({}) disconnected",
            w.call_path().binary().display()
        ),
        Duration::from_secs(30),
    );
    for (_, line) in &hostile {
        listener.wait_for_stderr(line, Duration::from_secs(30));
    }

    let stopping = Instant::now();
    let run = listener.stop();
    let took = stopping.elapsed();
    drop(silent);
    let c = run.collection(expected_output(&[&alone]));
    if took > Duration::from_secs(30) {
        c.fail(&format!(
            "the collector took {took:?} to stop with a silent peer connected"
        ));
    }
    for (_, line) in &hostile {
        let n = c
            .output
            .stderr
            .lines()
            .filter(|l| l.contains(line.as_str()))
            .count();
        if n != 1 {
            c.fail(&format!(
                "expected the collector to print once: {line}\n(printed {n} times)"
            ));
        }
    }
    if c.output.stderr.contains("panicked") {
        c.fail("the collector panicked");
    }
    c.assert_dispatches(&[(SCALE, 10), (FILL, 5)]);
    c.assert_process_dispatches(pid, &[(SCALE, 10), (FILL, 5)]);
    if !c.process(pid).clean_exit {
        c.fail("the real workload's stream did not end cleanly");
    }
    assert_one_frame_skipped(&c, 999_999_003);
    if c.process(999_999_003).stream_error.is_some() {
        c.fail("a skipped frame does not end the stream");
    }
    for (fake, error) in [(999_999_001, "truncated"), (999_999_002, "exceeds")] {
        let p = c.process(fake);
        if !p.stream_error.as_ref().is_some_and(|e| e.contains(error)) {
            c.fail(&format!("pid {fake} should carry stream_error \"{error}\""));
        }
    }
    if c.pids().len() != 4 {
        c.fail("expected the real process and the three fake ones that sent a Hello");
    }
}

/// Runs `w` preloaded with no collector and `AOTSPY_OUT=spool`; returns its stream file.
fn spool_one(scratch: &Scratch, w: &Workload, spool: &Path) -> (RunOutput, PathBuf) {
    let out = run(
        &mut w.preloaded(&scratch.path("no-collector.sock"), spool),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    let streams = streams_in(spool);
    assert_eq!(
        streams.len(),
        1,
        "{:?}\n{}",
        files_in(spool),
        out.describe()
    );
    (out, streams[0].clone())
}

/// A spool directory holding one good stream and hostile files: random garbage, an empty file,
/// a zebin renamed `.aotspy`, a future protocol version, a real stream cut in the middle, a
/// stream whose frames turn to garbage after its Hello, and a well-formed stream whose "native
/// binary" is not a GPU binary. `aotspy report` exits 0 without panicking, prints one clear
/// line per unreadable file, keeps what the damaged streams hold, and the good stream renders
/// with exact counts.
#[test]
fn hostile_files_in_a_spool_dir() {
    let scratch = Scratch::new("files");
    let spool = scratch.path("spool");
    let good = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2");
    let good_alone = good.run_standalone_expect(0);
    let (good_run, good_stream) = spool_one(&scratch, &good, &spool);
    assert_eq!(good_run.stdout, good_alone.stdout);
    let good_pid: u32 = good_stream
        .file_name()
        .unwrap()
        .to_string_lossy()
        .split('-')
        .next()
        .unwrap()
        .parse()
        .unwrap();

    // A second real stream, cut in half (inside its module's frame).
    let other = Workload::new(CallPath::Link)
        .module(EXTRA_OPS, Form::Zebin)
        .launch("fill=1");
    let (_, other_stream) = spool_one(&scratch, &other, &scratch.path("other-spool"));
    let other_pid: u32 = decode_stream(&other_stream).unwrap().hello.pid;
    let bytes = fs::read(&other_stream).unwrap();
    fs::write(spool.join("truncated.aotspy"), &bytes[..bytes.len() / 2]).unwrap();

    let mut garbage = Vec::new();
    let mut x: u32 = 0x1234_5678;
    for _ in 0..4096 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        garbage.push(x as u8);
    }
    fs::write(spool.join("garbage.aotspy"), &garbage).unwrap();
    fs::write(spool.join("empty.aotspy"), b"").unwrap();
    fs::copy(
        artifacts().kernel(VECTOR_OPS, Form::Zebin),
        spool.join("zebin.aotspy"),
    )
    .unwrap();
    let mut future = proto::MAGIC.to_vec();
    // The message names the version that wrote the file.
    future.extend_from_slice(&(proto::PROTOCOL_VERSION + 1).to_le_bytes());
    future.extend(proto::encode_frame(&Event::Hello(fake_hello(999_999_010))));
    fs::write(spool.join("future.aotspy"), &future).unwrap();
    let mut corrupt = header(999_999_011);
    corrupt.extend_from_slice(&[3, 0, 0, 0, 0xff, 0xff, 0xff]);
    corrupt.extend_from_slice(&garbage[..512]);
    fs::write(spool.join("corrupt.aotspy"), &corrupt).unwrap();
    let mut not_zebin = header(999_999_012);
    for event in [
        Event::Module(proto::Module {
            id: 1,
            device: None,
            input_format: proto::InputFormat::Native,
            input_kind: proto::BinaryKind::Unknown,
            input_sha256: "00".repeat(32),
            input_sha256s: Vec::new(),
            input_bytes: 3000,
            input_count: 1,
            origin: proto::Origin::Aot,
            ar_member: None,
            build_flags: String::new(),
            native_sha256: None,
            native_binary: b"this is not a GPU binary\n".repeat(120).into(),
            callers: Vec::new(),
        }),
        Event::Kernel(proto::Kernel {
            id: 2,
            module: 1,
            name: "not_a_gpu_kernel".into(),
        }),
        Event::Dispatches(vec![proto::DispatchTotal {
            kernel: 2,
            dispatches: 7,
        }]),
        Event::Goodbye,
    ] {
        not_zebin.extend(proto::encode_frame(&event));
    }
    fs::write(spool.join("not-zebin.aotspy"), &not_zebin).unwrap();

    let expected = RunOutput {
        stdout: format!(
            "{}kernel 0:not_a_gpu_kernel dispatches=7\n",
            good_alone.stdout
        ),
        ..expected_output(&[&good_alone])
    };
    let c = report(
        Some(&build_dir().join("runs").join("robust-hostile-files")),
        &[&spool],
        expected,
    );
    if c.output.stderr.contains("panicked") {
        c.fail("aotspy report panicked");
    }
    let future_says = format!("written by protocol {}", proto::PROTOCOL_VERSION + 1);
    // Unreadable files: one "skipping" line each, naming the file and why (the report's
    // warnings, printed again at the end, repeat it as "aotspy: warning: skipped ...").
    for (file, why) in [
        ("garbage.aotspy", "bad magic"),
        ("empty.aotspy", "truncated"),
        ("zebin.aotspy", "bad magic"),
        ("future.aotspy", future_says.as_str()),
    ] {
        let lines: Vec<&str> = aotspy_lines(&c.output.stderr)
            .into_iter()
            .filter(|l| l.contains(file) && !l.starts_with("aotspy: warning:"))
            .collect();
        if lines.len() != 1 || !lines[0].contains("skipping") || !lines[0].contains(why) {
            c.fail(&format!(
                "expected one \"aotspy: skipping\" line naming {file} and saying {why:?}, got {lines:?}"
            ));
        }
    }
    c.assert_dispatches(&[(SCALE, 2), ("not_a_gpu_kernel", 7)]);
    c.assert_process_dispatches(good_pid, &[(SCALE, 2)]);
    if !c.process(good_pid).clean_exit {
        c.fail("the good stream is complete");
    }
    // Damaged streams keep what came before the damage, and say why they stop: a frame that
    // does not decode is passed over, and the garbage after it starts with a length no frame
    // can have.
    assert_one_frame_skipped(&c, 999_999_011);
    for (pid, error) in [(other_pid, "truncated"), (999_999_011, "exceeds")] {
        let p = c.process(pid);
        if !p.stream_error.as_ref().is_some_and(|e| e.contains(error)) {
            c.fail(&format!("pid {pid} should carry stream_error \"{error}\""));
        }
    }
    let not_zebin = c.module_of(c.kernel("not_a_gpu_kernel"));
    if !not_zebin
        .notes
        .iter()
        .any(|n| n.kind == NoteKind::NotGpuBinary)
    {
        c.fail("the non-GPU binary's module should carry a not_gpu_binary note");
    }
    let mut pids = vec![good_pid, other_pid, 999_999_011, 999_999_012];
    pids.sort();
    if c.pids() != pids {
        c.fail(&format!("expected processes {pids:?}"));
    }
}

/// `aotspy collect` listening on an AOTSPY_SOCKET in a directory that does not exist yet: it
/// creates the directory 0700 and the socket 0600.
#[test]
fn listen_socket_and_its_dir_are_private() {
    let scratch = Scratch::new("sockmode");
    let socket = scratch.path("private/collector.sock");
    let listener = Listener::start(Some(&socket), &run_dir("robust-socket-mode"));
    assert_private_socket(listener, &socket);
}

/// Stops `listener` after reading the modes of `socket` and its directory: 0700 and 0600.
fn assert_private_socket(listener: Listener, socket: &Path) {
    let dir = socket.parent().unwrap();
    let (dir_mode, socket_mode) = (mode(dir), mode(socket));
    let _ = listener.stop();
    assert_eq!(
        format!("dir {dir_mode:o}, socket {socket_mode:o}"),
        "dir 700, socket 600",
        "modes of {} and {}",
        dir.display(),
        socket.display()
    );
}

/// The default socket, `/tmp/aotspy-<uid>/collector.sock`: its directory is 0700 and the
/// socket 0600. Fails when another collector already listens there (stop it to run this).
#[test]
fn default_listen_socket_and_its_dir_are_private() {
    let socket = PathBuf::from(format!("/tmp/aotspy-{}/collector.sock", uid()));
    require(
        UnixStream::connect(&socket).is_err(),
        &format!("no collector already listening on {}", socket.display()),
    );
    let listener = Listener::start(None, &run_dir("robust-default-socket-mode"));
    assert_private_socket(listener, &socket);
}

/// The preload creates a missing AOTSPY_OUT (and its parents) 0700 and its spool files 0600.
#[test]
fn spool_dir_and_files_are_private() {
    let scratch = Scratch::new("spoolmode");
    let spool = scratch.path("a/b/spool");
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=1");
    let (_, stream) = spool_one(&scratch, &w, &spool);
    let mut modes = vec![
        ("a", mode(&scratch.path("a"))),
        ("a/b", mode(&scratch.path("a/b"))),
        ("a/b/spool", mode(&spool)),
    ];
    for file in files_in(&spool) {
        modes.push(("file", mode(&file)));
    }
    assert!(
        modes
            .iter()
            .all(|(what, m)| *m == if *what == "file" { 0o600 } else { 0o700 }),
        "expected dirs 0700 and files 0600: {:?} ({})",
        modes
            .iter()
            .map(|(w, m)| format!("{w}={m:o}"))
            .collect::<Vec<_>>(),
        stream.display()
    );
}

/// A peer of another uid (65534, via `setpriv`) that reaches the socket (the test opens the
/// directory and socket up, as a careless umask or chmod would) and sends a well-formed stream
/// is refused (the collector hangs up at once): one line naming its uid, no process, no stream
/// saved.
#[test]
fn collector_refuses_a_peer_of_another_uid() {
    let python = Path::new("/usr/bin/python3");
    require(
        python.exists() && Path::new("/usr/bin/setpriv").exists() && uid() == 0,
        "root, /usr/bin/setpriv and /usr/bin/python3",
    );
    let scratch = Scratch::new("peeruid");
    let listener = Listener::start(
        Some(&scratch.path("sock/collector.sock")),
        &run_dir("robust-peer-uid"),
    );
    for (path, m) in [
        (scratch.dir.clone(), 0o755),
        (scratch.path("sock"), 0o755),
        (listener.socket.clone(), 0o777),
    ] {
        fs::set_permissions(&path, fs::Permissions::from_mode(m)).unwrap();
    }
    let mut stream = header(999_999_020);
    stream.extend(proto::encode_frame(&Event::Goodbye));
    let stream_file = scratch.path("stream.bin");
    fs::write(&stream_file, &stream).unwrap();
    fs::set_permissions(&stream_file, fs::Permissions::from_mode(0o644)).unwrap();
    let client = run(
        as_user(NOBODY_UID, python)
            .args([
                "-c",
                "import socket, sys\n\
                 s = socket.socket(socket.AF_UNIX)\n\
                 s.connect(sys.argv[1])\n\
                 print('connected', flush=True)\n\
                 try:\n\
                 \x20   s.sendall(open(sys.argv[2], 'rb').read())\n\
                 \x20   s.shutdown(socket.SHUT_WR)\n\
                 \x20   s.settimeout(10)\n\
                 \x20   s.recv(1)\n\
                 except OSError as e:\n\
                 \x20   print('hung up:', e)",
            ])
            .arg(&listener.socket)
            .arg(&stream_file),
        Duration::from_secs(60),
    );
    assert!(
        client.status.success() && client.stdout.starts_with("connected\n"),
        "the uid-65534 client could not connect:\n{}",
        client.describe()
    );
    listener.wait_for_stderr(
        &format!("refused a connection from uid {NOBODY}"),
        Duration::from_secs(30),
    );
    let c = listener.stop().collection(expected_output(&[]));
    let refusals = c
        .output
        .stderr
        .lines()
        .filter(|l| l.starts_with("aotspy: refused a connection from uid 65534"))
        .count();
    if refusals != 1 {
        c.fail(&format!("expected one refusal line, got {refusals}"));
    }
    if !c.processes().is_empty() || !files_in(&c.out_dir.join("streams")).is_empty() {
        c.fail("the refused peer's stream was kept");
    }
}

/// Runs a preloaded workload against `socket` with `AOTSPY_OUT=spool`; asserts unchanged
/// output and status and one "aotspy:" line containing `needle`, and that the full capture is
/// in the spool instead.
fn refused_socket(scratch: &Scratch, socket: &Path, needle: &str) {
    let spool = scratch.path("spool");
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2")
        .args(["--exit-code", "3"]);
    let alone = w.run_standalone_expect(3);
    let out = run(&mut w.preloaded(socket, &spool), RUN_TIMEOUT);
    assert_eq!(out.status.code(), Some(3), "{}", out.describe());
    assert_eq!(out.stdout, alone.stdout, "{}", out.describe());
    let lines = aotspy_lines(&out.stderr);
    assert!(
        lines.len() == 1
            && lines[0].contains("not connecting to the collector")
            && lines[0].contains(needle),
        "expected one \"aotspy: not connecting to the collector: ... {needle}\" line:\n{}",
        out.describe()
    );
    let s = report(
        Some(&scratch.path("spool-report")),
        &[&spool],
        expected_output(&[&alone]),
    );
    s.assert_dispatches(&[(SCALE, 2)]);
}

/// AOTSPY_SOCKET names a listening collector's socket that belongs to another user (chown
/// 65534): the preload does not connect, says so, and spools; the collector gets nothing.
#[test]
fn preload_refuses_a_socket_of_another_user() {
    require(uid() == 0, "root (to chown to another user)");
    let scratch = Scratch::new("sockother");
    let listener = Listener::start(
        Some(&scratch.path("sock/collector.sock")),
        &run_dir("robust-socket-other-user"),
    );
    std::os::unix::fs::chown(&listener.socket, Some(NOBODY), Some(NOBODY)).unwrap();
    refused_socket(&scratch, &listener.socket, "belongs to another user");
    let c = listener.stop().collection(expected_output(&[]));
    if !c.processes().is_empty() {
        c.fail("the collector behind a foreign socket got a process");
    }
}

/// AOTSPY_SOCKET is a symlink to a listening collector's socket: the preload does not follow
/// it, says so, and spools; the collector gets nothing.
#[test]
fn preload_refuses_a_socket_symlink() {
    let scratch = Scratch::new("socklink");
    let listener = Listener::start(
        Some(&scratch.path("sock/collector.sock")),
        &run_dir("robust-socket-symlink"),
    );
    let link = scratch.path("link.sock");
    std::os::unix::fs::symlink(&listener.socket, &link).unwrap();
    refused_socket(&scratch, &link, "is a symlink");
    let c = listener.stop().collection(expected_output(&[]));
    if !c.processes().is_empty() {
        c.fail("the collector behind a symlinked socket got a process");
    }
}

/// AOTSPY_OUT is a symlink to a directory (ours): the preload refuses it, says so in one line,
/// and writes nothing through it. (AOTSPY_OUT owned by another user: robust_faults.rs,
/// `spool_dir_of_another_user_is_refused`.)
#[test]
fn preload_refuses_a_spool_symlink() {
    let scratch = Scratch::new("spoollink");
    let target = scratch.path("target");
    fs::create_dir(&target).unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o700)).unwrap();
    let link = scratch.path("link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2")
        .args(["--exit-code", "3"]);
    let alone = w.run_standalone_expect(3);
    let out = run(
        &mut w.preloaded(&scratch.path("no-collector.sock"), &link),
        RUN_TIMEOUT,
    );
    assert_eq!(out.status.code(), Some(3), "{}", out.describe());
    assert_eq!(out.stdout, alone.stdout, "{}", out.describe());
    let lines = aotspy_lines(&out.stderr);
    assert!(
        lines.len() == 1 && lines[0].contains("is a symlink"),
        "expected one \"aotspy: ... is a symlink\" line:\n{}",
        out.describe()
    );
    assert_eq!(files_in(&target), Vec::<PathBuf>::new());
}
