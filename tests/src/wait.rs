//! Waiting for a state: a condition polled until it holds or a timeout passes, or a process
//! asleep in `main`.

use std::fs;
use std::time::{Duration, Instant};

/// Waits (up to `timeout`) until process `pid` sleeps in `clock_nanosleep` or `nanosleep`
/// (`/proc/PID/syscall`): a program that sleeps in `main` has run its constructors.
pub fn wait_until_asleep(pid: u32, timeout: Duration) -> bool {
    const NANOSLEEP: &str = "35";
    const CLOCK_NANOSLEEP: &str = "230";
    wait_until(timeout, || {
        fs::read_to_string(format!("/proc/{pid}/syscall")).is_ok_and(|call| {
            matches!(
                call.split_whitespace().next(),
                Some(NANOSLEEP | CLOCK_NANOSLEEP)
            )
        })
    })
}

/// The state letter of `/proc/PID/stat` (`T`: stopped, `Z`: a zombie), or `None` when there is
/// no such process.
pub fn process_state(pid: u32) -> Option<char> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')')?
        .1
        .split_whitespace()
        .next()?
        .chars()
        .next()
}

/// Polls `done` every 20 ms until it holds or `timeout` passes; returns whether it held.
pub fn wait_until(timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    loop {
        if done() {
            return true;
        }
        if start.elapsed() > timeout {
            return false;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
