//! `aotspy top PID` (or `aotspy top -- CMD`): a running process's kernels live, refreshed every
//! `--rate` seconds, full-screen on a terminal (ratatui), else one JSON line per refresh; at
//! the end the report `aotspy attach` would write for the same window.
//!
//! It is an attach (`crate::live::attach`, the same session `attach` runs) whose stream a
//! [`Feed`] follows: the counts are those the preload already keeps and streams every 200 ms,
//! so the launch path is the same as `attach`'s. The kernels' facts come from a background
//! analysis of the capture ([`Analyst`]), shown as they become ready.

use crate::cli::TopArgs;
use crate::ingest::capture::AttachEnd;
use crate::live::attach::{self as session};
use crate::live::facts::Analyst;
use crate::live::model::{Feed, LiveModel};
use crate::report::pipeline::RenderOptions;
use crate::report::views::top::{self as view, SortBy};
use crate::sys::files::current_uid;
use crate::sys::{launch, signals};
use anyhow::{bail, Context, Result};
use aotspy_report::TopFrame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use std::io::{IsTerminal, Read, Seek, Write};
use std::os::fd::AsRawFd;
use std::path::PathBuf;
use std::process::Child;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

/// How often keys, Ctrl-C and the stream's end are looked at between refreshes.
const POLL: Duration = Duration::from_millis(50);

pub fn run(args: TopArgs) -> Result<u8> {
    // As `attach`: no signal may kill aotspy while the target's code is half switched.
    signals::count_instead_of_dying(&[libc::SIGINT, libc::SIGTERM, libc::SIGHUP])
        .context("cannot install the handler for SIGINT, SIGTERM and SIGHUP")?;
    // The report's parallel parts run on rayon's pool: started here, at this thread's priority,
    // not by the background analysis at the lowest.
    let _ = rayon::ThreadPoolBuilder::new()
        .thread_name(|index| format!("aotspy-pool-{index}"))
        .build_global();
    let mut child = None;
    let pid = match args.pid {
        Some(pid) => pid,
        None => {
            let started = start_program(&args)?;
            let pid = started.id();
            child = Some(started);
            pid
        }
    };
    let (socket, attachment) = session::connect_or_inject(pid, args.timeout)?;
    // Without a report the stream is saved nowhere that stays.
    let scratch = if args.no_report {
        Some(tempfile::Builder::new().prefix("aotspy-top-").tempdir()?)
    } else {
        None
    };
    let (out_dir, streams_dir) = match &scratch {
        Some(dir) => session::report_dirs(Some(dir.path().join("report")))?,
        None => session::report_dirs(args.out.clone())?,
    };
    let json = args.json || !std::io::stdout().is_terminal();
    let announce = format!("aotspy: attached to pid {pid}; q or Ctrl-C detaches");

    let feed = Feed::default();
    let counting_since: Mutex<Option<Instant>> = Mutex::new(None);
    let quit = AtomicBool::new(false);
    let (watched, ended) = thread::scope(|scope| {
        let watcher = scope.spawn(|| {
            session::watch(
                socket,
                &streams_dir,
                &attachment,
                &announce,
                &|capture, event| feed.observe(capture, event),
                |since| {
                    if let Some(since) = since {
                        crate::sys::sync::lock(&counting_since).get_or_insert(since);
                    }
                    (quit.load(Ordering::SeqCst) || signals::interrupts() > 0)
                        .then_some(AttachEnd::Interrupted)
                },
            )
        });
        let since = loop {
            if let Some(since) = *crate::sys::sync::lock(&counting_since) {
                break Some(since);
            }
            if watcher.is_finished() || signals::interrupts() > 0 {
                break None;
            }
            thread::sleep(POLL);
        };
        let ended = since.map(|since| {
            let mut live = Live {
                feed: &feed,
                model: LiveModel::new(pid, since, args.rate),
                analyst: Analyst::start(),
                rate: args.rate,
                finished: &|| watcher.is_finished(),
                redraw_everything: child.is_some(),
            };
            let ended = if json {
                live.json_lines()
            } else {
                live.screen()
            };
            live.analyst.finish();
            ended
        });
        quit.store(true, Ordering::SeqCst);
        let watched = watcher
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (watched, ended)
    });
    if let Some(Err(e)) = &ended {
        eprintln!("aotspy: warning: the view failed: {e:#}");
    }
    let options = RenderOptions {
        // The table goes where the JSON lines went: not when a script reads them.
        quiet: json,
        all_kernels: false,
        json: false,
        fallback_device: None,
    };
    let report = scratch.is_none().then_some(&options);
    session::finish(watched, &out_dir, &streams_dir, &attachment, report)?;
    Ok(child
        .as_mut()
        .and_then(|c| c.try_wait().ok().flatten())
        .map_or(0, launch::exit_code))
}

/// `top -- CMD`: starts CMD with the preload and no collector to talk to, so that it is a
/// dormant job (spooling, its control socket open) as one started with `LD_PRELOAD` by hand,
/// and waits until it has used Level Zero (its control socket is there).
fn start_program(args: &TopArgs) -> Result<Child> {
    let preload = launch::locate_preload()?;
    let user_dir = aotspy_proto::user_dir(current_uid());
    crate::sys::files::ensure_private_dir(&user_dir)?;
    // Nothing listens there: the preload spools and opens its control socket.
    let nowhere: PathBuf = user_dir.join(format!("top-{}-none.sock", std::process::id()));
    // No NEO dumps: nothing would take them out of the working directory.
    let mut child = launch::spawn_workload(&args.command, &preload, &nowhere, None, None, false)?;
    let socket = aotspy_proto::control_socket_path(current_uid(), child.id());
    eprintln!(
        "aotspy: started {} (pid {}); waiting for it to use Level Zero",
        launch::display_command(&args.command),
        child.id()
    );
    loop {
        if socket.exists() {
            return Ok(child);
        }
        if let Some(status) = child.try_wait()? {
            bail!(
                "{} exited ({}) before it used Level Zero: nothing to watch",
                launch::display_command(&args.command),
                crate::sys::emulation::describe_status(status)
            );
        }
        if signals::interrupts() > 0 {
            bail!("interrupted before the program used Level Zero; it keeps running");
        }
        thread::sleep(POLL);
    }
}

/// Why the view ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ended {
    Quit,
    Interrupted,
    ProcessGone,
}

impl Ended {
    fn word(self) -> &'static str {
        match self {
            Ended::Quit => "quit",
            Ended::Interrupted => "interrupted",
            Ended::ProcessGone => "stream-ended",
        }
    }
}

/// The refresh loop's state.
struct Live<'a> {
    feed: &'a Feed,
    model: LiveModel,
    analyst: Analyst,
    rate: Duration,
    /// The stream ended (the process exited, or closed it).
    finished: &'a dyn Fn() -> bool,
    /// The program `top -- CMD` started writes to the same terminal: each refresh redraws the
    /// whole screen over what it printed.
    redraw_everything: bool,
}

impl Live<'_> {
    /// The frame of now; offers the capture to the background analysis.
    fn frame(&mut self) -> TopFrame {
        let capture = self.feed.capture();
        if let Some(capture) = &capture {
            self.analyst.offer(capture);
        }
        let facts = self.analyst.facts();
        self.model
            .frame(self.feed, capture.as_ref(), facts.as_deref())
    }

    fn why_end(&self) -> Option<Ended> {
        if signals::interrupts() > 0 {
            Some(Ended::Interrupted)
        } else if (self.finished)() {
            Some(Ended::ProcessGone)
        } else {
            None
        }
    }

    /// One JSON line per refresh on stdout, the last with how it ended.
    fn json_lines(&mut self) -> Result<Ended> {
        let aside = StderrAside::start();
        let mut stdout = std::io::stdout().lock();
        let result = loop {
            let mut frame = self.frame();
            let deadline = Instant::now() + self.rate;
            let mut ended = self.why_end();
            while ended.is_none() && Instant::now() < deadline {
                thread::sleep(POLL);
                ended = self.why_end();
            }
            if let Some(ended) = ended {
                frame = self.frame();
                frame.ended = Some(ended.word().to_owned());
            }
            let line = serde_json::to_string(&frame)?;
            // A reader that went away (`| head`) ends the watch as `q` would.
            if writeln!(stdout, "{line}")
                .and_then(|()| stdout.flush())
                .is_err()
            {
                break Ok(Ended::Quit);
            }
            if let Some(ended) = ended {
                break Ok(ended);
            }
        };
        aside.finish();
        result
    }

    /// The full-screen view until q, Ctrl-C or the stream's end.
    fn screen(&mut self) -> Result<Ended> {
        let aside = StderrAside::start();
        let mut terminal = ratatui::try_init().context("cannot set the terminal up")?;
        let result = self.screen_loop(&mut terminal);
        ratatui::restore();
        aside.finish();
        result
    }

    fn screen_loop(&mut self, terminal: &mut ratatui::DefaultTerminal) -> Result<Ended> {
        let mut sort = SortBy::Rate;
        let mut paused = false;
        let mut frame = self.frame();
        loop {
            if self.redraw_everything {
                terminal.clear()?;
            }
            terminal.draw(|f| view::draw(f, &frame, sort, paused))?;
            let deadline = Instant::now() + self.rate;
            let mut redraw = false;
            while !redraw {
                if let Some(ended) = self.why_end() {
                    return Ok(ended);
                }
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    break;
                }
                if !event::poll(left.min(POLL))? {
                    continue;
                }
                match event::read()? {
                    Event::Key(key) if key.kind == KeyEventKind::Press => match key.code {
                        KeyCode::Char('q') | KeyCode::Esc => return Ok(Ended::Quit),
                        KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                            return Ok(Ended::Interrupted)
                        }
                        KeyCode::Char('p') => paused = !paused,
                        KeyCode::Char('r') | KeyCode::Char('s') => sort = SortBy::Rate,
                        KeyCode::Char('t') => sort = SortBy::Total,
                        KeyCode::Char('n') => sort = SortBy::Name,
                        KeyCode::Char('a') => sort = SortBy::Advice,
                        _ => continue,
                    },
                    Event::Resize(..) => {}
                    _ => continue,
                }
                redraw = true;
            }
            if !redraw && !paused {
                frame = self.frame();
            }
        }
    }
}

/// aotspy's own stderr, set aside while the view runs (the background analysis and the
/// attach print there, which would scribble over the screen or between the JSON lines), and
/// said once the view is gone: each line once, less the background analyses' own (the report
/// at the end says its warnings again).
struct StderrAside {
    saved: Option<(libc::c_int, std::fs::File)>,
}

impl StderrAside {
    fn start() -> StderrAside {
        let Ok(file) = tempfile::tempfile() else {
            return StderrAside { saved: None };
        };
        // SAFETY: dup and dup2 on descriptors this process holds.
        let saved = unsafe { libc::dup(2) };
        if saved < 0 || unsafe { libc::dup2(file.as_raw_fd(), 2) } < 0 {
            return StderrAside { saved: None };
        }
        StderrAside {
            saved: Some((saved, file)),
        }
    }

    fn finish(mut self) {
        let Some((saved, mut file)) = self.saved.take() else {
            return;
        };
        // SAFETY: `saved` is the descriptor dup'ed in `start`.
        unsafe {
            libc::dup2(saved, 2);
            libc::close(saved);
        }
        let mut text = String::new();
        let _ = file
            .rewind()
            .and_then(|()| file.read_to_string(&mut text).map(|_| ()));
        let mut said = std::collections::HashSet::new();
        for line in text.lines() {
            let theirs =
                line.starts_with("aotspy: report in ") || line.starts_with("aotspy: warning: ");
            if !theirs && said.insert(line) {
                eprintln!("{line}");
            }
        }
    }
}

impl Drop for StderrAside {
    fn drop(&mut self) {
        if let Some((saved, _)) = self.saved.take() {
            // SAFETY: as in `finish`.
            unsafe {
                libc::dup2(saved, 2);
                libc::close(saved);
            }
        }
    }
}
