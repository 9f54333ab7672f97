//! A program whose output lines a test reads while it runs (`aotspy attach` tests, which
//! attach to processes started without the preload).

use crate::run::scrub_env;
use crate::run::shell_words;
use crate::run::RunOutput;
use crate::wait::wait_until;
use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// A program whose stdout and stderr lines the test reads while it runs (a [`Running`] only
/// gives them at the end). Killed on drop if still running.
pub struct LiveProcess {
    command: String,
    child: Option<std::process::Child>,
    stdout: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    stderr: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    readers: Vec<std::thread::JoinHandle<()>>,
}

impl LiveProcess {
    /// Starts `cmd` (environment scrubbed as by [`scrub_env`], stdin /dev/null).
    pub fn start(cmd: &mut Command) -> LiveProcess {
        use std::io::BufRead;
        scrub_env(cmd);
        let command = shell_words(cmd);
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let stdout = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut readers = Vec::new();
        let pipes: [(Box<dyn Read + Send>, _); 2] = [
            (Box::new(child.stdout.take().unwrap()), stdout.clone()),
            (Box::new(child.stderr.take().unwrap()), stderr.clone()),
        ];
        for (pipe, lines) in pipes {
            readers.push(std::thread::spawn(move || {
                for line in std::io::BufReader::new(pipe).split(b'\n') {
                    let Ok(line) = line else { break };
                    lines
                        .lock()
                        .unwrap()
                        .push(String::from_utf8_lossy(&line).into_owned());
                }
            }));
        }
        LiveProcess {
            command,
            child: Some(child),
            stdout,
            stderr,
            readers,
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("running").id()
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    /// The stdout lines read so far.
    pub fn stdout_lines(&self) -> Vec<String> {
        self.stdout.lock().unwrap().clone()
    }

    /// What it printed on stderr so far.
    pub fn stderr_text(&self) -> String {
        self.stderr.lock().unwrap().join("\n")
    }

    /// Its command, and its stdout and stderr so far.
    pub fn describe(&self) -> String {
        format!(
            "command: {}\n--- stdout:\n{}\n--- stderr:\n{}",
            self.command,
            self.stdout_lines().join("\n"),
            self.stderr_text()
        )
    }

    /// Its exit status, if it has exited.
    pub fn exit_status(&mut self) -> Option<ExitStatus> {
        self.child.as_mut().and_then(|c| c.try_wait().unwrap())
    }

    /// Waits (at most `timeout`) for a stdout line at index `from` or later that satisfies
    /// `pred`; returns its index, or `None` on timeout or when the program exited without it.
    pub fn wait_stdout(
        &mut self,
        from: usize,
        timeout: Duration,
        pred: impl Fn(&str) -> bool,
    ) -> Option<usize> {
        let mut found = None;
        let mut exited = false;
        wait_until(timeout, || {
            found = self
                .stdout
                .lock()
                .unwrap()
                .iter()
                .skip(from)
                .position(|l| pred(l))
                .map(|i| from + i);
            // Read the lines once more after the exit: the last ones may have come with it.
            let done = found.is_some() || exited;
            exited = self.exit_status().is_some();
            done
        });
        found
    }

    /// Waits (at most `timeout`) until its stderr contains `needle`; false on timeout or when
    /// the program exited without printing it.
    pub fn wait_stderr(&mut self, needle: &str, timeout: Duration) -> bool {
        let mut seen = false;
        let mut exited = false;
        wait_until(timeout, || {
            seen = self.stderr_text().contains(needle);
            let done = seen || exited;
            exited = self.exit_status().is_some();
            done
        });
        seen
    }

    /// Waits for it to exit and returns what it printed; kills it and panics after `timeout`.
    pub fn wait(mut self, timeout: Duration) -> RunOutput {
        let mut child = self.child.take().expect("running");
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > timeout {
                let _ = child.kill();
                let _ = child.wait();
                for reader in self.readers.drain(..) {
                    let _ = reader.join();
                }
                panic!(
                    "did not exit within {timeout:?}, killed:\n{}",
                    self.describe()
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        for reader in self.readers.drain(..) {
            let _ = reader.join();
        }
        RunOutput {
            command: self.command.clone(),
            status,
            stdout: self
                .stdout_lines()
                .iter()
                .map(|l| format!("{l}\n"))
                .collect(),
            stderr: self
                .stderr
                .lock()
                .unwrap()
                .iter()
                .map(|l| format!("{l}\n"))
                .collect(),
        }
    }
}

impl Drop for LiveProcess {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: kill(2) has no memory-safety preconditions. SIGCONT first, in case it is
            // stopped (a tracer that died may leave it so).
            unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGCONT) };
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
