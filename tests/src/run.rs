//! Running a program directly: to completion with its output captured and a timeout
//! ([`run`]), or in the background ([`start`], [`Running`]); how it is expected to end
//! ([`Outcome`]); signals. Every command the harness starts has the environment that would
//! change a run (the preload, tracing layers, aotspy's variables) removed unless it sets it.

use std::ffi::OsStr;
use std::fmt::Write as _;
use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Environment that would change what a run does; removed from every command the harness starts,
/// so that `aotspy collect --emulate` is what sets the NEO keys and nothing preloads by accident.
pub(crate) const SCRUBBED_ENV: &[&str] = &[
    "LD_PRELOAD",
    "AOTSPY_SOCKET",
    "AOTSPY_OUT",
    "AOTSPY_DISABLE",
    "AOTSPY_NEO_DUMP",
    "AOTSPY_PRELOAD",
    "ZE_ENABLE_TRACING_LAYER",
    "ZE_ENABLE_VALIDATION_LAYER",
];

/// How long one program may run before the harness kills it and fails the test.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(240);

#[derive(Clone)]
pub struct RunOutput {
    pub command: String,
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl RunOutput {
    pub fn describe(&self) -> String {
        format!(
            "command: {}\nstatus: {}\n--- stdout:\n{}\n--- stderr:\n{}",
            self.command, self.status, self.stdout, self.stderr
        )
    }
}

pub(crate) fn shell_words(cmd: &Command) -> String {
    let mut s = String::new();
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            let _ = write!(s, "{}={} ", k.to_string_lossy(), v.to_string_lossy());
        }
    }
    s.push_str(&cmd.get_program().to_string_lossy());
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// Runs `cmd` to completion with stdout/stderr captured; kills it and panics after `timeout`.
/// The variables in `SCRUBBED_ENV` are removed from its environment unless `cmd` sets them.
pub fn run(cmd: &mut Command, timeout: Duration) -> RunOutput {
    start(cmd).wait(timeout)
}

/// A program started by [`start`], its stdout and stderr being captured.
pub struct Running {
    command: String,
    child: std::process::Child,
    out_reader: std::thread::JoinHandle<Vec<u8>>,
    err_reader: std::thread::JoinHandle<Vec<u8>>,
}

/// Starts `cmd` with stdout/stderr captured (stdin: /dev/null). The variables in
/// `SCRUBBED_ENV` are removed from its environment unless `cmd` sets them.
pub fn start(cmd: &mut Command) -> Running {
    let command = shell_words(cmd);
    scrub_env(cmd);
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err.read_to_end(&mut buf);
        buf
    });
    Running {
        command,
        child,
        out_reader,
        err_reader,
    }
}

impl Running {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    /// Whether it has exited (without reaping it for good: `wait` still gives its output).
    pub fn has_exited(&mut self) -> bool {
        self.child.try_wait().unwrap().is_some()
    }

    /// Waits for the program to exit and returns what it printed; kills it and panics after
    /// `timeout` (counted from this call).
    pub fn wait(mut self, timeout: Duration) -> RunOutput {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > timeout {
                let _ = self.child.kill();
                let _ = self.child.wait();
                let stdout = String::from_utf8_lossy(&self.out_reader.join().unwrap()).into_owned();
                let stderr = String::from_utf8_lossy(&self.err_reader.join().unwrap()).into_owned();
                panic!(
                    "timed out after {timeout:?}, killed: {}\n--- stdout:\n{stdout}\n--- stderr:\n{stderr}",
                    self.command
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        RunOutput {
            command: self.command,
            status,
            stdout: String::from_utf8_lossy(&self.out_reader.join().unwrap()).into_owned(),
            stderr: String::from_utf8_lossy(&self.err_reader.join().unwrap()).into_owned(),
        }
    }
}

/// Sends `signal` to `pid`; panics if that fails.
pub fn send_signal(pid: u32, signal: i32) {
    // SAFETY: kill(2) has no memory-safety preconditions.
    let rc = unsafe { libc::kill(pid as libc::pid_t, signal) };
    assert_eq!(
        rc,
        0,
        "kill({pid}, {signal}): {}",
        std::io::Error::last_os_error()
    );
}

/// How a program is expected to end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// exit(code)
    Exit(i32),
    /// Killed by this signal.
    Signal(i32),
}

impl Outcome {
    pub fn matches(self, status: &ExitStatus) -> bool {
        use std::os::unix::process::ExitStatusExt;
        match self {
            Outcome::Exit(code) => status.code() == Some(code),
            Outcome::Signal(signal) => status.signal() == Some(signal),
        }
    }

    /// The exit status a shell (and `aotspy collect`) gives: the code, or 128 + the signal.
    pub fn shell_code(self) -> i32 {
        match self {
            Outcome::Exit(code) => code,
            Outcome::Signal(signal) => 128 + signal,
        }
    }
}

/// The lines of `text` that start with "aotspy:".
pub fn aotspy_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("aotspy:")).collect()
}

/// Removes from `cmd`'s environment what would change what a run does (the preload, the
/// tracing layer, aotspy's variables), as [`start`] does, unless `cmd` sets them itself.
pub fn scrub_env(cmd: &mut Command) {
    for var in SCRUBBED_ENV {
        if !cmd.get_envs().any(|(k, _)| k == OsStr::new(var)) {
            cmd.env_remove(var);
        }
    }
}
