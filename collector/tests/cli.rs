//! The aotspy binary end to end, on hand-written streams: `report` with the real ocloc, and
//! `collect -- CMD` with a stand-in for the preload.

use aotspy_proto::*;
use aotspy_report as schema;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const KERNELS_CL: &str = r#"
kernel void vector_add(global const float *a, global const float *b, global float *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}
kernel void scale(global float *a, float s) { a[get_global_id(0)] *= s; }
"#;

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A zebin for PVC, built by the real ocloc from OpenCL C `source`.
fn build_zebin(dir: &Path, source: &str) -> Vec<u8> {
    let cl = dir.join("k.cl");
    fs::write(&cl, source).unwrap();
    let output = Command::new("ocloc")
        .args(["compile", "-file"])
        .arg(&cl)
        .args([
            "-device",
            "pvc",
            "--format",
            "zebin",
            "-output_no_suffix",
            "-output",
            "k",
            "-out_dir",
        ])
        .arg(dir)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    // ocloc 22 writes `k`; ocloc 26 writes `k.bin` (and `k.spv`).
    fs::read(dir.join("k"))
        .or_else(|_| fs::read(dir.join("k.bin")))
        .unwrap()
}

fn hello(pid: u32) -> Event {
    Event::Hello(Hello {
        pid,
        ppid: 1,
        argv: vec!["./app".into()],
        exe: "/tmp/app".into(),
        start_unix_ms: 1_700_000_000_000,
        hostname: "host".into(),
        rank: None,
        cache_env: Vec::new(),
    })
}

fn pvc() -> Event {
    Event::Device(Device {
        id: 0,
        name: "Intel(R) Data Center GPU Max 1550".into(),
        vendor_id: 0x8086,
        device_id: 0x0bd5,
        ip_version: None,
    })
}

fn aot_module(native_binary: Vec<u8>) -> Event {
    Event::Module(Module {
        id: 1,
        device: Some(0),
        input_format: InputFormat::Native,
        input_kind: BinaryKind::Zebin,
        input_sha256: aotspy_binfmt::sha256_hex(&native_binary),
        input_sha256s: Vec::new(),
        input_bytes: native_binary.len() as u64,
        input_count: 1,
        origin: Origin::Aot,
        ar_member: None,
        build_flags: String::new(),
        native_sha256: Some(aotspy_binfmt::sha256_hex(&native_binary)),
        native_binary: native_binary.into(),
        callers: Vec::new(),
    })
}

fn kernel(id: u64, name: &str) -> Event {
    Event::Kernel(Kernel {
        id,
        module: 1,
        name: name.into(),
    })
}

/// The cumulative total of one kernel, as the preload flushes it.
fn dispatches(kernel: u64, dispatches: u64) -> Event {
    Event::Dispatches(vec![DispatchTotal { kernel, dispatches }])
}

fn stream(events: &[Event]) -> Vec<u8> {
    let mut bytes = Vec::new();
    write_preamble(&mut bytes).unwrap();
    for event in events {
        write_frame(&mut bytes, event).unwrap();
    }
    bytes
}

fn aotspy(args: &[&str], cache: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_aotspy"))
        .args(args)
        .env("AOTSPY_CACHE", cache)
        .output()
        .unwrap()
}

/// report.json, read through the report's own types.
fn report_json(out: &Path) -> schema::Report {
    serde_json::from_str(&fs::read_to_string(out.join("report.json")).unwrap()).unwrap()
}

/// A kept stream's bytes as the preload sent them (streams/ keeps them gzip-compressed).
fn stream_bytes(path: &Path) -> Vec<u8> {
    let bytes = fs::read(path).unwrap();
    assert!(
        bytes.starts_with(&[0x1f, 0x8b]),
        "{} is compressed",
        path.display()
    );
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::MultiGzDecoder::new(&bytes[..]),
        &mut decoded,
    )
    .unwrap();
    decoded
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn report_disassembles_a_real_zebin_once_then_from_cache() {
    assert!(
        have("ocloc"),
        "this test needs ocloc (scripts/setup installs it)"
    );
    let tmp = tempfile::tempdir().unwrap();
    let zebin = build_zebin(tmp.path(), KERNELS_CL);
    let spool = tmp.path().join("spool");
    fs::create_dir(&spool).unwrap();
    fs::write(
        spool.join("42-1.aotspy"),
        stream(&[
            hello(42),
            pvc(),
            aot_module(zebin.clone()),
            kernel(1, "vector_add"),
            kernel(2, "scale"),
            dispatches(1, 3),
            Event::Goodbye,
        ]),
    )
    .unwrap();
    let out = tmp.path().join("out");
    let cache = tmp.path().join("cache");

    let run = aotspy(
        &["report", "--out", path_str(&out), path_str(&spool)],
        &cache,
    );
    assert!(run.status.success(), "{run:?}");
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains("vector_add") && stdout.contains("ASM: 1 in-process, 0 ocloc runs,"),
        "{stdout}"
    );

    let report = report_json(&out);
    let kernels = &report.kernels;
    assert_eq!(kernels.len(), 1, "only the dispatched kernel is listed");
    let vector_add = &kernels[0];
    assert_eq!(vector_add.name, "vector_add");
    assert_eq!(vector_add.dispatches, 3);
    // Native input run as given that no mapped file holds, but IGC wrote it (ocloc's zebin):
    // built ahead of time, read from somewhere.
    assert_eq!(vector_add.origin, schema::Origin::Aot);
    assert_eq!(vector_add.ocloc_device.as_deref(), Some("pvc"));
    assert_eq!(vector_add.pids, [42]);
    assert!(vector_add.simd.is_some(), "{vector_add:?}");
    assert!(vector_add.instructions.unwrap() > 5, "{vector_add:?}");
    // Its listing, printed by `aotspy asm` as the file holds it, listed, written out plain.
    let listing = vector_add.asm.as_deref().unwrap();
    let id = schema::listing::id_of(listing);
    let text = schema::listing::read(&out, listing, std::fs::File::open).unwrap();
    assert!(text.contains("send"), "{text}");
    let printed = aotspy(&["asm", path_str(&out), id], &cache);
    assert!(printed.status.success(), "{printed:?}");
    assert_eq!(String::from_utf8(printed.stdout).unwrap(), text);
    let listed = aotspy(&["asm", path_str(&out)], &cache);
    let listed = String::from_utf8(listed.stdout).unwrap();
    assert!(
        listed.lines().nth(1).is_some_and(|row| {
            let cells: Vec<&str> = row.split_whitespace().collect();
            cells == [id, "3", "vector_add"]
        }),
        "{listed}"
    );
    let plain = tmp.path().join("plain");
    let written = aotspy(
        &["asm", path_str(&out), "vector_*", "--out", path_str(&plain)],
        &cache,
    );
    assert!(written.status.success(), "{written:?}");
    assert_eq!(
        fs::read_to_string(plain.join(format!("{id}.asm"))).unwrap(),
        text
    );
    let missing = aotspy(&["asm", path_str(&out), "scale"], &cache);
    assert_eq!(missing.status.code(), Some(1));
    let message = String::from_utf8_lossy(&missing.stderr);
    assert!(
        message.contains("is named \"scale\" or has a kernel whose name matches it"),
        "{message}"
    );

    let module = &report.modules[0];
    assert_eq!(module.id, vector_add.module);
    assert!(
        matches!(
            module.disassembly,
            schema::Disassembly::Ran {
                via: schema::Via::InProcess,
                ..
            }
        ),
        "{:?}",
        module.disassembly
    );
    assert_eq!(fs::read(out.join(&module.binary)).unwrap(), zebin);
    assert!(out.join("streams/42-1700000000000.aotspy").is_file());
    assert!(fs::read_to_string(out.join("report.md"))
        .unwrap()
        .contains("```asm"));

    // Re-rendering the run directory in place needs no ocloc: the ASM comes from the cache.
    let rerun = aotspy(
        &["report", "--all-kernels", "--json", path_str(&out)],
        &cache,
    );
    assert!(rerun.status.success(), "{rerun:?}");
    let report: schema::Report = serde_json::from_slice(&rerun.stdout).unwrap();
    assert_eq!(report.stats.asm_in_process, 0);
    assert_eq!(report.stats.ocloc_runs, 0);
    assert_eq!(report.stats.asm_cache_hits, 1);
    assert_eq!(report.kernels.len(), 2);
    assert_eq!(report.kernels[1].name, "scale");
    assert_eq!(report.kernels[1].dispatches, 0);

    // AOTSPY_TIMINGS=1: one stderr line, every phase of a report in order.
    let timed = Command::new(env!("CARGO_BIN_EXE_aotspy"))
        .args(["report", path_str(&out)])
        .env("AOTSPY_CACHE", &cache)
        .env("AOTSPY_TIMINGS", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&timed.stderr);
    let line = stderr
        .lines()
        .find_map(|l| l.strip_prefix("aotspy: timings: "))
        .unwrap_or_else(|| panic!("{stderr}"));
    let phases: Vec<&str> = line
        .split(" (all ")
        .next()
        .unwrap()
        .split(", ")
        .map(|phase| phase.rsplitn(3, ' ').nth(2).unwrap())
        .collect();
    assert_eq!(
        phases,
        [
            "read streams",
            "provenance",
            "inventory",
            "files read and caches",
            "listings",
            "NEO dumps",
            "call-site symbols",
            // The report's files are the pipeline's, written once analysis is done.
            "write modules",
            "build",
            "report.json",
            "report.md",
            "report.html",
            "compress streams"
        ],
        "{line}"
    );
}

#[test]
fn kernels_with_names_too_long_for_a_file_still_get_asm() {
    assert!(
        have("ocloc"),
        "this test needs ocloc (scripts/setup installs it)"
    );
    let tmp = tempfile::tempdir().unwrap();
    let long_name = format!("k{}", "x".repeat(300));
    let zebin = build_zebin(
        tmp.path(),
        &format!("kernel void {long_name}(global float *a) {{ a[get_global_id(0)] = 1; }}"),
    );
    let input = tmp.path().join("long.aotspy");
    fs::write(
        &input,
        stream(&[
            hello(7),
            pvc(),
            aot_module(zebin),
            kernel(1, &long_name),
            dispatches(1, 1),
        ]),
    )
    .unwrap();
    let out = tmp.path().join("out");
    let run = aotspy(
        &["report", "--out", path_str(&out), path_str(&input)],
        &tmp.path().join("cache"),
    );
    assert!(run.status.success(), "{run:?}");
    let report = report_json(&out);
    let asm = report.kernels[0]
        .asm
        .as_deref()
        .expect("ASM despite the long name");
    assert!(Path::new(asm).file_name().unwrap().len() <= 255);
    assert!(report.kernels[0].instructions.unwrap() > 0);
    assert!(!report.processes[0].clean_exit);
}

#[test]
fn bad_inputs_are_reported_and_the_rest_renders() {
    let tmp = tempfile::tempdir().unwrap();
    let spool = tmp.path().join("spool");
    fs::create_dir(&spool).unwrap();
    fs::write(spool.join("garbage.aotspy"), b"this is not a stream").unwrap();
    let mut truncated = stream(&[hello(2), kernel(1, "k")]);
    truncated.truncate(truncated.len() - 2);
    fs::write(spool.join("truncated.aotspy"), truncated).unwrap();
    fs::write(
        spool.join("not-zebin.aotspy"),
        stream(&[
            hello(3),
            pvc(),
            aot_module(b"neither zebin nor anything else".to_vec()),
            kernel(1, "_ZTSZ4mainE10vector_add"),
            dispatches(1, 2),
            Event::Goodbye,
        ]),
    )
    .unwrap();
    let out = tmp.path().join("out");
    let run = aotspy(
        &["report", "--out", path_str(&out), path_str(&spool)],
        &tmp.path().join("cache"),
    );
    assert!(run.status.success(), "{run:?}");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("garbage.aotspy") && stderr.contains("bad magic"),
        "{stderr}"
    );

    let report = report_json(&out);
    assert_eq!(report.processes.len(), 2);
    let kernel = &report.kernels[0];
    assert_eq!(kernel.demangled, "main::vector_add");
    assert_eq!(kernel.asm, None);
    assert_eq!(report.modules[0].native_kind, schema::BinaryKind::Unknown);
    assert!(matches!(
        report.modules[0].disassembly,
        schema::Disassembly::Failed { .. }
    ));
    let truncated = report.processes.iter().find(|p| p.pid == 2).unwrap();
    assert!(truncated
        .stream_error
        .as_deref()
        .unwrap()
        .contains("truncated"));
}

/// `collect -- CMD` with python standing in for a preloaded program: it streams what the preload
/// would, then exits with a status aotspy must pass on.
#[test]
fn collect_runs_the_command_persists_its_stream_and_passes_its_status_on() {
    assert!(
        have("python3"),
        "this test needs python3 (scripts/setup installs it)"
    );
    let tmp = tempfile::tempdir().unwrap();
    let sent = stream(&[
        hello(std::process::id()),
        pvc(),
        aot_module(b"not a real binary".to_vec()),
        kernel(1, "k"),
        dispatches(1, 5),
        Event::Goodbye,
    ]);
    let stream_file = tmp.path().join("to-send");
    fs::write(&stream_file, &sent).unwrap();
    // The loader warns about and ignores an empty LD_PRELOAD object: enough to check the plumbing.
    let fake_preload = tmp.path().join("libaotspy.so");
    fs::write(&fake_preload, b"").unwrap();
    let out: PathBuf = tmp.path().join("out");
    let script = format!(
        "import os, socket\n\
         assert os.environ['LD_PRELOAD'].startswith({preload:?})\n\
         s = socket.socket(socket.AF_UNIX)\n\
         s.connect(os.environ['AOTSPY_SOCKET'])\n\
         s.sendall(open({file:?}, 'rb').read())\n\
         s.close()\n\
         raise SystemExit(3)\n",
        preload = path_str(&fake_preload),
        file = path_str(&stream_file),
    );
    let run = Command::new(env!("CARGO_BIN_EXE_aotspy"))
        .args([
            "collect",
            "--out",
            path_str(&out),
            "--",
            "python3",
            "-c",
            &script,
        ])
        .env("AOTSPY_PRELOAD", &fake_preload)
        .env("AOTSPY_CACHE", tmp.path().join("cache"))
        .current_dir(tmp.path())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(3), "{run:?}");
    let report = report_json(&out);
    assert_eq!(report.kernels[0].dispatches, 5);
    assert!(report.processes[0].clean_exit);
    let persisted = out.join(format!(
        "streams/{}-1700000000000.aotspy",
        std::process::id()
    ));
    assert_eq!(stream_bytes(&persisted), sent);
}

#[test]
fn collect_exits_127_when_the_command_does_not_exist() {
    let tmp = tempfile::tempdir().unwrap();
    let fake_preload = tmp.path().join("libaotspy.so");
    fs::write(&fake_preload, b"").unwrap();
    let out = tmp.path().join("out");
    let run = Command::new(env!("CARGO_BIN_EXE_aotspy"))
        .args([
            "collect",
            "--out",
            path_str(&out),
            "--",
            "/nonexistent/program",
        ])
        .env("AOTSPY_PRELOAD", &fake_preload)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(127), "{run:?}");
    assert!(String::from_utf8_lossy(&run.stderr).contains("cannot run /nonexistent/program"));
    assert!(!out.exists(), "no empty report directory is left behind");
}

/// Listen mode: processes connect on their own, Ctrl-C ends the collection and renders.
#[test]
fn collect_without_command_listens_until_interrupted() {
    use std::io::Write;
    use std::os::unix::net::UnixStream;
    use std::time::{Duration, Instant};

    let tmp = tempfile::tempdir().unwrap();
    let socket = tmp.path().join("collector.sock");
    let out = tmp.path().join("out");
    let collector = Command::new(env!("CARGO_BIN_EXE_aotspy"))
        .args(["collect", "--json", "--out", path_str(&out)])
        .env("AOTSPY_SOCKET", &socket)
        .env("AOTSPY_CACHE", tmp.path().join("cache"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut connection = loop {
        match UnixStream::connect(&socket) {
            Ok(connection) => break connection,
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => panic!("collector never listened: {e}"),
        }
    };
    let sent = stream(&[
        hello(77),
        pvc(),
        aot_module(b"x".to_vec()),
        kernel(1, "k"),
        dispatches(1, 2),
    ]);
    connection.write_all(&sent).unwrap();
    // Still connected at Ctrl-C: what it sent so far is reported. The stream file fills as frames
    // are read; the last frame is applied right after.
    let persisted = out.join("streams/77-1700000000000.aotspy");
    while fs::metadata(&persisted).map_or(0, |m| m.len()) < sent.len() as u64 {
        assert!(Instant::now() < deadline, "stream never persisted");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(100));
    // SAFETY: signalling the child we spawned.
    unsafe { libc::kill(collector.id() as libc::pid_t, libc::SIGINT) };
    let run = collector.wait_with_output().unwrap();
    assert!(run.status.success(), "{run:?}");
    let report: schema::Report = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(report.kernels[0].dispatches, 2);
    assert!(!report.processes[0].clean_exit);
    assert!(!socket.exists(), "the socket is removed at exit");
    drop(connection);
}
