//! Running aotspy itself beside the programs: a listen-mode `aotspy collect` ([`Listener`]),
//! `aotspy report` of run directories ([`report`]), and the report of a finished
//! `aotspy attach` ([`attach_report`]).

use crate::locations::aotspy_bin;
use crate::locations::cache_dir;
use crate::report::Collection;
use crate::run::run;
use crate::run::send_signal;
use crate::run::shell_words;
use crate::run::RunOutput;
use crate::run::RUN_TIMEOUT;
use crate::run::SCRUBBED_ENV;
use crate::users::uid;
use crate::wait::wait_until;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// The report of a finished `aotspy attach` to `pid`, which must have exited 0 with a report
/// of that process alone and its DURING ATTACH column, ended by `ended_by` when given;
/// `workload` is what the process printed meanwhile.
pub fn attach_report(
    output: RunOutput,
    out_dir: &Path,
    pid: u32,
    ended_by: Option<&str>,
    workload: &RunOutput,
) -> Collection {
    let c = Collection::load(out_dir, output, expected_output(&[workload]));
    if !c.output.status.success() {
        c.fail("aotspy attach did not exit 0");
    }
    if c.attach().pid != pid || c.pids() != [pid] {
        c.fail(&format!(
            "expected a report of pid {pid} alone, with an \"attach\" entry"
        ));
    }
    if !c.output.stdout.contains("DURING ATTACH") {
        c.fail("the table has no DURING ATTACH column");
    }
    if let Some(ended_by) = ended_by {
        if c.attach().ended_by != ended_by {
            c.fail(&format!("the attach did not end by {ended_by}"));
        }
    }
    c
}

/// `aotspy collect --out <out_dir>` without a command, listening on `socket` (given as
/// `AOTSPY_SOCKET`, or the default socket when `None`); stdout and stderr go to files.
pub struct Listener {
    pub out_dir: PathBuf,
    pub socket: PathBuf,
    child: Option<std::process::Child>,
    stdout_path: PathBuf,
    stderr_path: PathBuf,
    command: String,
}

/// A listen-mode collector after it ended.
pub struct ListenerRun {
    pub output: RunOutput,
    pub out_dir: PathBuf,
}

impl Listener {
    /// Starts a collector on `socket` (None: the default socket, AOTSPY_SOCKET unset) that
    /// renders into `out_dir`, and waits until it says it listens.
    pub fn start(socket: Option<&Path>, out_dir: &Path) -> Listener {
        let logs = out_dir.with_extension("logs");
        let _ = fs::remove_dir_all(&logs);
        fs::create_dir_all(&logs).unwrap();
        let stdout_path = logs.join("stdout");
        let stderr_path = logs.join("stderr");
        let mut cmd = Command::new(aotspy_bin());
        for var in SCRUBBED_ENV {
            cmd.env_remove(var);
        }
        cmd.env("AOTSPY_CACHE", cache_dir());
        let socket = match socket {
            Some(socket) => {
                cmd.env("AOTSPY_SOCKET", socket);
                socket.to_owned()
            }
            None => PathBuf::from(format!("/tmp/aotspy-{}/collector.sock", uid())),
        };
        cmd.arg("collect")
            .arg("--out")
            .arg(out_dir)
            .stdin(Stdio::null())
            .stdout(fs::File::create(&stdout_path).unwrap())
            .stderr(fs::File::create(&stderr_path).unwrap());
        let command = shell_words(&cmd);
        let child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let mut listener = Listener {
            out_dir: out_dir.to_owned(),
            socket,
            child: Some(child),
            stdout_path,
            stderr_path,
            command,
        };
        let listening = wait_until(Duration::from_secs(30), || {
            listener.stderr().contains("aotspy: listening on") || listener.exited()
        });
        if !listening || listener.exited() || !listener.socket.exists() {
            let run = listener.stop_with(libc::SIGKILL);
            panic!(
                "the collector did not start listening on {}:\n{}",
                run.output.command,
                run.output.describe()
            );
        }
        listener
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("running").id()
    }

    fn exited(&mut self) -> bool {
        self.child
            .as_mut()
            .is_none_or(|c| c.try_wait().unwrap().is_some())
    }

    /// What it printed on stderr so far.
    pub fn stderr(&self) -> String {
        fs::read_to_string(&self.stderr_path).unwrap_or_default()
    }

    /// Waits until it has read process `pid`'s connection to its end (it says the process
    /// disconnected, or dropped its connection); panics with its stderr after `timeout`.
    pub fn wait_until_done_with(&self, pid: u32, timeout: Duration) {
        let ended = wait_until(timeout, || {
            self.stderr().lines().any(|l| {
                l.starts_with(&format!("aotspy: pid {pid} ("))
                    && (l.ends_with(" disconnected") || l.contains("dropped its connection"))
            })
        });
        assert!(
            ended,
            "the collector did not finish reading pid {pid}:\n{}",
            self.stderr()
        );
    }

    /// Waits until its stderr contains `needle`; panics with it after `timeout`.
    pub fn wait_for_stderr(&self, needle: &str, timeout: Duration) {
        if !wait_until(timeout, || self.stderr().contains(needle)) {
            panic!(
                "the collector did not print {needle:?} within {timeout:?}; its stderr:\n{}",
                self.stderr()
            );
        }
    }

    pub fn signal(&self, signal: i32) {
        send_signal(self.pid(), signal);
    }

    /// Ctrl-C: it stops listening and renders the report. Panics if it does not end within
    /// [`RUN_TIMEOUT`].
    pub fn stop(self) -> ListenerRun {
        self.stop_with(libc::SIGINT)
    }

    /// Sends `signal` and waits for the collector to end (killing it after [`RUN_TIMEOUT`]).
    pub fn stop_with(mut self, signal: i32) -> ListenerRun {
        let mut child = self.child.take().expect("running");
        // SAFETY: kill(2) has no memory-safety preconditions.
        unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > RUN_TIMEOUT {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "the collector did not end within {RUN_TIMEOUT:?} of signal {signal}: {}\n--- stderr:\n{}",
                    self.command,
                    self.stderr()
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        ListenerRun {
            output: RunOutput {
                command: self.command.clone(),
                status,
                stdout: fs::read_to_string(&self.stdout_path).unwrap_or_default(),
                stderr: self.stderr(),
            },
            out_dir: self.out_dir.clone(),
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: as above. SIGCONT first, in case a test stopped it.
            unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGCONT) };
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl ListenerRun {
    /// Its report.json, with `expected` standing for what the clients print without aotspy
    /// (their stdout concatenated; see [`Collection::workload_counts`]).
    pub fn collection(self, expected: RunOutput) -> Collection {
        let c = Collection::load(&self.out_dir, self.output, expected);
        if !c.output.status.success() {
            c.fail("the listening collector did not exit 0 after Ctrl-C");
        }
        c
    }
}

/// Runs `aotspy report --out <out_dir> <inputs>` (or without `--out` when `None`: a single run
/// directory is then rendered in place), expecting exit 0, and loads the report; `expected`
/// stands for what the programs printed without aotspy.
pub fn report(out_dir: Option<&Path>, inputs: &[&Path], expected: RunOutput) -> Collection {
    let mut cmd = Command::new(aotspy_bin());
    cmd.env("AOTSPY_CACHE", cache_dir()).arg("report");
    if let Some(out) = out_dir {
        let _ = fs::remove_dir_all(out);
        cmd.arg("--out").arg(out);
    }
    cmd.args(inputs);
    let output = run(&mut cmd, RUN_TIMEOUT);
    let dir = out_dir.unwrap_or(inputs[0]);
    let c = Collection::load(dir, output, expected);
    if !c.output.status.success() {
        c.fail("aotspy report did not exit 0");
    }
    c
}

/// Stands in for the output of programs run without aotspy: their stdout concatenated.
pub fn expected_output(outputs: &[&RunOutput]) -> RunOutput {
    use std::os::unix::process::ExitStatusExt;
    RunOutput {
        command: outputs
            .iter()
            .map(|o| o.command.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        status: ExitStatus::from_raw(0),
        stdout: outputs.iter().map(|o| o.stdout.as_str()).collect(),
        stderr: outputs.iter().map(|o| o.stderr.as_str()).collect(),
    }
}
