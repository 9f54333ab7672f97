//! `aotspy collect`: run a program under the preload, or listen for preloaded programs until
//! Ctrl-C; either way every stream is persisted and the report rendered at the end.

use crate::analysis::background::{Background, MadeDuringRun};
use crate::analysis::findings::DuringRun;
use crate::analysis::neo_dumps;
use crate::cli::CollectArgs;
use crate::ingest::capture::{self, ProcessCapture};
use crate::ingest::inputs;
use crate::ingest::kept_streams;
use crate::ingest::server::Server;
use crate::report::pipeline::{self, RenderOptions};
use crate::sys::files::{self, current_uid, default_out_dir, ensure_report_dir, private_user_dir};
use crate::sys::launch::{self, spawn_workload};
use crate::sys::spool::RunSpool;
use crate::sys::timings;
use crate::sys::{emulation, signals};
use anyhow::{Context, Result};
use aotspy_report::{Warning, WarningKind};
use std::collections::{BTreeSet, HashSet};
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

/// After the program exits, how long its (and its children's) connections get to drain.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(10);
/// Below this, waiting for connections is not worth a message.
const QUIET_DRAIN: Duration = Duration::from_millis(500);

/// Returns the exit code aotspy should exit with.
pub fn run(args: CollectArgs) -> Result<u8> {
    let out_dir = args.render.out.clone().unwrap_or_else(default_out_dir);
    let streams_dir = out_dir.join("streams");
    let options = RenderOptions {
        quiet: false,
        all_kernels: args.render.all_kernels,
        json: args.render.json,
        fallback_device: args.emulate.clone(),
    };
    // Refused before anything is made or run: ranks would spool where this run cannot read.
    let spool = args.spool.as_deref().map(RunSpool::create).transpose()?;
    // Before anything goes there, streams/ included (finding 6 of issue 21).
    ensure_report_dir(&out_dir)?;
    ensure_report_dir(&streams_dir)?;
    timings::start();
    let mut collected = if args.command.is_empty() {
        listen(&out_dir, &streams_dir, &options)?
    } else {
        run_workload(&args, spool.as_ref(), &out_dir, &streams_dir, &options)?
    };
    let finished = read_counters_files(&mut collected.captures, &streams_dir);
    timings::mark("counters files");
    collected.warnings.extend(finished.warnings);
    if let Some(status) = collected.explain_if_nothing_created {
        // A kernel known only from a descriptions file (its process was killed before its
        // stream described the module) was created all the same.
        if collected.captures.iter().all(|c| {
            // A program that only fills and copies ran the driver's work, and is reported.
            c.modules.is_empty()
                && c.kernels.is_empty()
                && c.found_kernels.is_empty()
                && c.driver_operations.is_empty()
        }) {
            let text = nothing_created(status, args.emulate.as_deref());
            let warning = Warning::new(WarningKind::NothingCreated, text);
            collected.warnings.push(warning);
        }
    }
    let reported = kept_streams::compressed_while(&streams_dir, || {
        pipeline::produce_after_run(
            &out_dir,
            collected.captures,
            collected.warnings,
            &options,
            DuringRun {
                made: Some(collected.made_during_run),
                prefetcher: Some(collected.background.prefetcher()),
            },
        )
    });
    timings::mark("compress streams");
    timings::print();
    // The program ran: its exit status is collect's, whatever became of the report (a full
    // disk). What the report does not hold stays in the spool.
    if let Err(e) = reported {
        eprintln!(
            "aotspy: the report in {} could not be written: {e:#}; the counters files stay in \
             the spool, and aotspy exits with the program's status",
            out_dir.display()
        );
        return Ok(collected.exit_code);
    }
    // The report and streams/ hold the counts now; a file still being written stays.
    for path in finished.removable {
        let _ = std::fs::remove_file(path);
    }
    if let Some(spool) = &spool {
        // Only when nothing is left in it (every process reached the socket).
        let _ = std::fs::remove_dir(spool.path());
    }
    files::remove_fallback_user_dir_if_empty();
    Ok(collected.exit_code)
}

/// The streams that processes which could not reach the socket (ranks on other nodes) wrote
/// into this run's spool, copied into `streams/`.
fn spooled(spool: &RunSpool, streams_dir: &Path) -> (Vec<ProcessCapture>, Vec<Warning>) {
    let loaded = spool
        .still_ours()
        .and_then(|()| inputs::load_spool(spool.path(), streams_dir));
    match loaded {
        Ok((captures, warnings)) if captures.is_empty() => (captures, warnings),
        Ok((captures, warnings)) => {
            let hosts: BTreeSet<&str> = captures.iter().map(|c| &*c.hello.hostname).collect();
            eprintln!(
                "aotspy: merged {} stream(s) spooled in {} by processes that did not reach the \
                 socket (from {}); they stay there, copied into {}",
                captures.len(),
                spool.path().display(),
                hosts.into_iter().collect::<Vec<_>>().join(", "),
                streams_dir.display()
            );
            (captures, warnings)
        }
        Err(e) => {
            let path = spool.path().display().to_string();
            let kind = WarningKind::SpoolUnreadable { path };
            (Vec::new(), vec![Warning::new(kind, format!("{e:#}"))])
        }
    }
}

/// What reading the counters files left to do.
struct FinishedCounters {
    /// Files whose process is gone (counters files and their descriptions files), to remove
    /// once the report is written.
    removable: Vec<PathBuf>,
    warnings: Vec<Warning>,
}

/// Folds each process's durable counters file into its capture (the final counts of a process
/// that is gone, however it ended), with the descriptions file beside it (the kernels its stream
/// never described), and keeps a copy of both beside its stream in `streams/`, where `aotspy
/// report` finds them.
fn read_counters_files(captures: &mut [ProcessCapture], streams_dir: &Path) -> FinishedCounters {
    let mut finished = FinishedCounters {
        removable: Vec::new(),
        warnings: Vec::new(),
    };
    for capture in captures.iter_mut() {
        let Some(path) = capture.counters_file.clone() else {
            continue;
        };
        // Only the file the preload names after this process, in case a peer named another.
        let expected =
            capture::counts_file(Path::new(&ProcessCapture::stream_file_name(&capture.hello)));
        let pid = capture.hello.pid;
        if path.file_name() != expected.file_name() {
            let text = format!(
                "pid {pid} named {} as its counters file, which is not its own; ignored",
                path.display()
            );
            let path = path.display().to_string();
            let kind = WarningKind::CountersFileNotOwn { pid, path };
            finished.warnings.push(Warning::new(kind, text));
            continue;
        }
        // The server takes streams only from this uid's processes (`ingest::server`).
        if let Err(e) = capture.apply_counters_file(&path, current_uid()) {
            let kind = WarningKind::CountersFileUnreadable { pid };
            finished.warnings.push(Warning::new(kind, format!("{e:#}")));
            continue;
        }
        match capture.keep_counters_files(&streams_dir.join(&expected)) {
            Ok(Some(described)) if !maps_file(capture.hello.pid, &path) => {
                let descriptions = capture::descriptions_file(&path);
                finished.removable.push(path);
                finished.removable.extend(described.then_some(descriptions));
            }
            Ok(_) => {}
            Err(e) => {
                let kind = WarningKind::CountersFileNotKept { pid };
                finished.warnings.push(Warning::new(kind, format!("{e:#}")));
            }
        }
    }
    finished
}

/// Process `pid` has `path` mapped: it is the image that writes it, still running (a pid that
/// exec'd another image, or was reused, does not map it).
fn maps_file(pid: u32, path: &Path) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/maps")).is_ok_and(|maps| {
        maps.lines()
            .any(|line| line.split_whitespace().nth(5) == Some(&*path.to_string_lossy()))
    })
}

/// What a collection brought in, ready to render.
struct Collected {
    captures: Vec<ProcessCapture>,
    warnings: Vec<Warning>,
    exit_code: u8,
    /// What the background disassembler finished while the processes ran.
    made_during_run: MadeDuringRun,
    /// The during-run workers, whose scan prefetches the report reuses.
    background: Arc<Background>,
    /// How the workload ended, when the streams described no module: said, with why, unless
    /// the counters files show kernels after all.
    explain_if_nothing_created: Option<ExitStatus>,
}

fn listen(out_dir: &Path, streams_dir: &Path, options: &RenderOptions) -> Result<Collected> {
    let socket = match std::env::var_os(aotspy_proto::ENV_SOCKET).filter(|s| !s.is_empty()) {
        Some(socket) => PathBuf::from(socket),
        // In /tmp/aotspy-<uid>, or a private directory of its own when that was planted.
        None => {
            let default = aotspy_proto::default_socket_path(current_uid());
            private_user_dir()?.join(default.file_name().expect("a socket's file name"))
        }
    };
    if let Some(parent) = socket.parent().filter(|p| !p.as_os_str().is_empty()) {
        // Directories created here are private; an existing one (say /tmp) is left as it is.
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    signals::count_instead_of_dying(&[libc::SIGINT, libc::SIGTERM])
        .context("cannot install the Ctrl-C handler")?;
    let server = Server::bind(&socket, streams_dir, true)?;
    let background = Arc::new(Background::start(options.fallback_device.clone(), out_dir));
    server.observe(background.clone());
    let preload = launch::preload_hint();
    let socket_env = if std::env::var_os(aotspy_proto::ENV_SOCKET).is_some()
        || socket != aotspy_proto::default_socket_path(current_uid())
    {
        format!("{}={} ", aotspy_proto::ENV_SOCKET, socket.display())
    } else {
        String::new()
    };
    eprintln!(
        "aotspy: listening on {}; start programs with\n    {socket_env}LD_PRELOAD={preload} PROGRAM\naotspy: press Ctrl-C to stop and write the report",
        socket.display()
    );
    server.serve_until(|| signals::interrupts() > 0);
    // Streams already sent may still be in flight; processes still running keep theirs open.
    let interrupts_at_stop = signals::interrupts();
    let warnings = drain(&server, || signals::interrupts() > interrupts_at_stop);
    let made_during_run = background.finish();
    let captures = server.captures();
    eprintln!("aotspy: stopped; {} process(es) connected", captures.len());
    Ok(Collected {
        captures,
        warnings,
        exit_code: 0,
        made_during_run,
        background,
        explain_if_nothing_created: None,
    })
}

/// Lets connections that are still being read finish (bounded; `skip` cuts it short), and
/// says which ones were still open when the report was written.
fn drain(server: &Server, skip: impl Fn() -> bool) -> Vec<Warning> {
    let mut open = server.wait_for_connections(QUIET_DRAIN, &skip);
    if open > 0 {
        eprintln!(
            "aotspy: waiting up to {} s for {open} connection(s) still streaming (Ctrl-C to stop waiting)",
            DRAIN_TIMEOUT.as_secs()
        );
        open = server.wait_for_connections(DRAIN_TIMEOUT, &skip);
    }
    if open > 0 {
        let text = format!(
            "{open} connection(s) were still open when the report was written (processes left running?); their counts are partial"
        );
        let kind = WarningKind::ConnectionsStillOpen { connections: open };
        vec![Warning::new(kind, text)]
    } else {
        Vec::new()
    }
}

/// The program's status belongs to the latest image of its pid; earlier images of that pid
/// were replaced by `exec`.
fn say_how_the_child_ended(captures: &mut [ProcessCapture], pid: u32, status: ExitStatus) {
    let latest = captures
        .iter()
        .filter(|c| c.hello.pid == pid)
        .map(|c| c.hello.start_unix_ms)
        .max();
    for capture in captures.iter_mut().filter(|c| c.hello.pid == pid) {
        capture.ended = Some(if Some(capture.hello.start_unix_ms) == latest {
            emulation::describe_status(status)
        } else {
            "replaced by exec".to_owned()
        });
    }
}

/// Why a run created no module, as far as can be told: how the program ended and, under
/// emulation, whether NEO's device-less mode works on this driver at all.
fn nothing_created(status: std::process::ExitStatus, emulate: Option<&str>) -> String {
    let ended = emulation::describe_status(status);
    let mut message = if status.success() {
        "the workload exited successfully without creating any module".to_owned()
    } else if status.code().is_none() {
        format!("the workload died with {ended} before any module was created")
    } else {
        format!("the workload exited with {ended} before any module was created")
    };
    if let Some(device) = emulate {
        eprintln!("aotspy: no module was created; checking NEO's device-less {device}");
        message.push_str("; ");
        message.push_str(&emulation::diagnose(device));
    }
    message
}

fn run_workload(
    args: &CollectArgs,
    spool: Option<&RunSpool>,
    out_dir: &Path,
    streams_dir: &Path,
    options: &RenderOptions,
) -> Result<Collected> {
    let preload = launch::locate_preload()?;
    let (socket, server, background) = bind_run_socket(out_dir, streams_dir, options)?;
    // Ctrl-C reaches the program too; aotspy outlives it to write the report.
    signals::count_instead_of_dying(&[libc::SIGINT])
        .context("cannot install the Ctrl-C handler")?;
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    let dumps_before = neo_dumps::snapshot(&cwd);

    // Connections queue in the listen backlog until the accept loop below starts.
    if let Some(spool) = spool {
        say_where_ranks_spool(spool);
    }
    // /tmp/aotspy-<uid> was planted: the program's processes spool (and keep their counters
    // files) in the private directory collect uses instead, unless told where already.
    let fallback_spool = files::fallback_user_dir()
        .filter(|_| std::env::var_os(aotspy_proto::ENV_OUT).is_none_or(|v| v.is_empty()))
        .map(|dir| dir.join("spool"));
    let mut child = match spawn_workload(
        &args.command,
        &preload,
        &socket,
        spool.map(RunSpool::path).or(fallback_spool.as_deref()),
        args.emulate.as_deref(),
        args.neo_dumps,
    ) {
        Ok(child) => child,
        Err(e) => {
            // Nothing ran: leave no empty report directory behind (remove_dir keeps non-empty ones).
            let _ = std::fs::remove_dir(streams_dir);
            let _ = std::fs::remove_dir(out_dir);
            return Err(e.into());
        }
    };
    let child_pid = child.id();
    Background::watch_maps(&background, child_pid);
    let status = wait_serving(&server, &mut child)?;
    timings::mark("workload");

    let interrupts_at_exit = signals::interrupts();
    let mut warnings = drain(&server, || signals::interrupts() > interrupts_at_exit);
    timings::mark("drain");
    let made_during_run = background.finish();
    timings::mark("finish background work");
    let mut captures = server.captures();
    say_how_the_child_ended(&mut captures, child_pid, status);
    drop(server);
    timings::mark("captures");
    if let Some(spool) = spool {
        // A process that both streamed and spooled (it lost the socket) is one process to the
        // report, which merges the two (counts are totals: never counted twice).
        let (spooled, spool_warnings) = spooled(spool, streams_dir);
        captures.extend(spooled);
        warnings.extend(spool_warnings);
    }
    if captures.is_empty() {
        let text = format!(
            "no process connected: check that {} loads into `{}` (LD_DEBUG=libs shows it) and that it uses Level Zero",
            preload.display(),
            launch::display_command(&args.command)
        );
        warnings.push(Warning::new(WarningKind::NoProcessConnected, text));
    }
    // A program that never touched Level Zero and succeeded was told so above; one that
    // failed, or used Level Zero without creating a module, gets an explanation (once the
    // counters files are read).
    let explain_if_nothing_created = (captures.iter().all(|c| c.modules.is_empty())
        && (!captures.is_empty() || !status.success()))
    .then_some(status);
    // Modules whose bytes arrived: NEO's dumps of those are recorded, not copied.
    let captured: HashSet<&str> = captures
        .iter()
        .flat_map(|c| c.modules.values())
        .filter(|m| !m.native_binary.is_empty())
        .filter_map(|m| m.native_sha256.as_deref())
        .collect();
    if let Err(e) = take_neo_dumps(&cwd, &dumps_before, out_dir, &captured) {
        let text = format!("cannot collect NEO's zebin dumps: {e:#}");
        warnings.push(Warning::new(WarningKind::NeoDumpsNotCollected, text));
    }
    timings::mark("move NEO dumps");
    Ok(Collected {
        captures,
        warnings,
        exit_code: launch::exit_code(status),
        made_during_run,
        background,
        explain_if_nothing_created,
    })
}

/// The socket the program's processes connect to, in the user's private directory; the
/// server bound to it, writing streams into `streams_dir`; and the background work it feeds,
/// for a report in `out_dir`.
fn bind_run_socket(
    out_dir: &Path,
    streams_dir: &Path,
    options: &RenderOptions,
) -> Result<(PathBuf, Server, Arc<Background>)> {
    let user_dir = private_user_dir()?;
    let socket = user_dir.join(format!("run-{}.sock", std::process::id()));
    let server = Server::bind(&socket, streams_dir, false)?;
    let background = Arc::new(Background::start(options.fallback_device.clone(), out_dir));
    server.observe(background.clone());
    Ok((socket, server, background))
}

fn say_where_ranks_spool(spool: &RunSpool) {
    eprintln!(
        "aotspy: ranks that cannot reach this node's socket spool into {} ({}); every node \
         must see it",
        spool.path().display(),
        aotspy_proto::ENV_OUT
    );
}

/// Serves the program's processes until `child` has exited; returns how it ended.
fn wait_serving(server: &Server, child: &mut std::process::Child) -> Result<ExitStatus> {
    let program_done = AtomicBool::new(false);
    thread::scope(|scope| {
        scope.spawn(|| server.serve_until(|| program_done.load(Ordering::SeqCst)));
        crate::sys::timings::workload_cpu(child.id());
        let status = child.wait().context("cannot wait for the program");
        program_done.store(true, Ordering::SeqCst);
        server.wake();
        status
    })
}

/// Takes the zebins NEO dumped into `cwd` during the run (those not in `before`) into the
/// report in `out_dir` (see [`neo_dumps::take_new`]), and says so.
fn take_neo_dumps(
    cwd: &Path,
    before: &neo_dumps::DumpSnapshot,
    out_dir: &Path,
    captured: &HashSet<&str>,
) -> Result<()> {
    let taken = neo_dumps::take_new(cwd, before, out_dir, captured)?;
    if taken > 0 {
        eprintln!(
            "aotspy: took {taken} NEO zebin dump(s) from {} into {}",
            cwd.display(),
            out_dir.join(neo_dumps::DUMPS_DIR).display()
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::hello;
    use aotspy_proto::Event;

    fn capture_naming(pid: u32, start: u64, counters: &Path) -> ProcessCapture {
        let Event::Hello(hello) = hello(pid, start) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(hello);
        capture.apply(Event::Counters(counters.display().to_string()));
        capture
    }

    /// A peer may name any path: only a file named after its own process is read or removed.
    #[test]
    fn a_counters_file_not_named_after_the_process_is_left_alone() {
        let dir = std::env::temp_dir().join(format!("aotspy-counters-{}", std::process::id()));
        let streams = dir.join("streams");
        std::fs::create_dir_all(&streams).unwrap();
        let other = dir.join("7-8.counts");
        std::fs::write(&other, b"not ours").unwrap();
        let mut captures = [capture_naming(1, 2, &other)];
        let finished = read_counters_files(&mut captures, &streams);
        assert!(finished.removable.is_empty());
        assert_eq!(
            finished.warnings[0].kind,
            WarningKind::CountersFileNotOwn {
                pid: 1,
                path: other.display().to_string()
            },
            "{:?}",
            finished.warnings
        );
        assert!(other.exists() && !captures[0].counts_from_file);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A counters file's bytes holding `totals` (kernel id, dispatches).
    fn counters_bytes(totals: &[(u64, u64)]) -> Vec<u8> {
        aotspy_proto::counters::encode(&aotspy_proto::counters::Counts {
            totals: totals
                .iter()
                .map(|&(kernel, dispatches)| aotspy_proto::DispatchTotal { kernel, dispatches })
                .collect(),
            ..Default::default()
        })
    }

    fn description(id: u64, module: Option<u64>, name: &str) -> Vec<u8> {
        aotspy_proto::descriptions::encode(&aotspy_proto::descriptions::KernelDescription {
            id,
            module,
            device: Some(0),
            found: false,
            name: name.into(),
            operation: None,
        })
    }

    /// A process killed after it launched kernels its stream never described (the preload's
    /// transport thread had not written their `Kernel` events): the descriptions file beside its
    /// counters file names them, under their module when the stream described it (`add`), by
    /// name alone otherwise (`sin`); only a count nothing describes (id 8) is left out. Both
    /// files are copied to `streams/` and removed once the process is gone.
    #[test]
    fn kernels_the_stream_never_described_are_named_by_the_descriptions_file() {
        use crate::analysis::findings::Findings;
        use crate::analysis::inventory::BuildOptions;
        use crate::ingest::capture::test_streams::{device, dispatches, kernel, module};
        use crate::report::build::build;
        let dir = std::env::temp_dir().join(format!("aotspy-described-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let streams = dir.join("streams");
        std::fs::create_dir_all(&streams).unwrap();
        let counts = dir.join("1-2.counts");
        std::fs::write(&counts, counters_bytes(&[(5, 2), (6, 6), (7, 3), (8, 4)])).unwrap();
        let described = dir.join("1-2.kernels");
        let mut bytes = aotspy_proto::descriptions::header().to_vec();
        bytes.extend(description(5, Some(1), "fill"));
        bytes.extend(description(6, Some(1), "add_s_ha"));
        bytes.extend(description(7, Some(9), "sin_s_ha"));
        // A process killed in the middle of appending a description.
        bytes.extend(&description(8, Some(1), "cut")[..5]);
        std::fs::write(&described, bytes).unwrap();

        let mut capture = capture_naming(1, 2, &counts);
        for event in [
            device(0),
            module(1, b"bin"),
            kernel(5, 1, "fill"),
            dispatches(&[(5, 1)]),
        ] {
            capture.apply(event);
        }
        let mut captures = [capture];
        let finished = read_counters_files(&mut captures, &streams);
        assert!(finished.warnings.is_empty(), "{:?}", finished.warnings);
        assert_eq!(finished.removable, [counts.clone(), described.clone()]);
        assert!(streams.join("1-2.counts").exists() && streams.join("1-2.kernels").exists());
        let capture = &captures[0];
        assert_eq!(capture.kernels[&6].name, "add_s_ha");
        assert_eq!(capture.kernels[&6].module, 1);
        assert_eq!(capture.found_kernels[&7].name, "sin_s_ha");
        assert_eq!(
            capture.found_kernels[&7].isa_from,
            aotspy_proto::FoundIsa::NameOnly
        );

        let options = BuildOptions {
            all_kernels: false,
            fallback_device: None,
        };
        let report = build(
            crate::analysis::inventory::of_captures(captures.to_vec(), &options),
            Findings::default(),
        );
        let counted: std::collections::BTreeMap<&str, (u64, &str)> = report
            .kernels
            .iter()
            .map(|k| (k.name.as_str(), (k.dispatches, k.isa_from.as_str())))
            .collect();
        assert_eq!(
            counted,
            std::collections::BTreeMap::from([
                ("fill", (2, "created")),
                ("add_s_ha", (6, "created")),
                ("sin_s_ha", (3, "name-only")),
            ])
        );
        let diagnostics = &report.processes[0].diagnostics;
        assert_eq!(
            diagnostics
                .iter()
                .filter(|d| d.contains("kernel ids"))
                .collect::<Vec<_>>(),
            [
                "aotspy: dispatch counts for kernel ids [8] that neither the stream nor its \
              descriptions file described; left out"
            ],
            "{diagnostics:?}"
        );

        // `aotspy report` of the run directory reads the copies beside the stream.
        let stream = streams.join("1-2.aotspy");
        std::fs::write(
            &stream,
            crate::ingest::capture::test_streams::encode(&[
                hello(1, 2),
                module(1, b"bin"),
                kernel(5, 1, "fill"),
            ]),
        )
        .unwrap();
        let again = crate::ingest::stream::read_stream_file(&stream).unwrap();
        assert_eq!(again.dispatches[&6], 6);
        assert_eq!(again.kernels[&6].name, "add_s_ha");
        assert_eq!(again.found_kernels[&7].name, "sin_s_ha");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
