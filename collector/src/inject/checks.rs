//! What must hold before aotspy touches a process with ptrace, each with what to do when it
//! does not: same user (or root), ptrace allowed (Yama, capabilities, no other tracer), a
//! 64-bit x86 program, and Level Zero in use.

use crate::sys::procfs::{caller_uid, process_command, process_uid, status_field};
use anyhow::{anyhow, bail, Context, Result};
use std::fs;

/// `CAP_SYS_PTRACE`'s bit in the capability sets of /proc/PID/status.
const CAP_SYS_PTRACE: u32 = 19;
const EM_X86_64: u16 = 62;
const ELFCLASS64: u8 = 2;

/// The process to attach to, once it passed the checks.
pub struct Target {
    /// Its short name (/proc/PID/comm).
    pub comm: String,
}

pub fn check(pid: u32) -> Result<Target> {
    let uid = process_uid(pid)?.ok_or_else(|| anyhow!("no process has pid {pid}"))?;
    let me = caller_uid();
    if uid != me && me != 0 {
        bail!(
            "pid {pid} belongs to uid {uid}; only that user or root can attach to it (you are uid {me})"
        );
    }
    let status = fs::read_to_string(format!("/proc/{pid}/status"))
        .with_context(|| format!("cannot read /proc/{pid}/status"))?;
    if let Some(tracer) = status_field(&status, "TracerPid:").filter(|t| *t != "0") {
        let tracer_command = tracer.parse().map(process_command).unwrap_or_default();
        bail!(
            "pid {pid} is already being traced by pid {tracer} (`{tracer_command}`): a debugger, \
             strace or another profiler; a process has one tracer at a time. Detach it first"
        );
    }
    ptrace_allowed(pid, uid == me)?;
    check_architecture(pid)?;
    check_level_zero(pid)?;
    Ok(Target {
        comm: fs::read_to_string(format!("/proc/{pid}/comm"))
            .map(|c| c.trim().to_owned())
            .unwrap_or_default(),
    })
}

fn has_cap_sys_ptrace() -> bool {
    fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| u64::from_str_radix(status_field(&status, "CapEff:")?, 16).ok())
        .is_some_and(|caps| caps & (1 << CAP_SYS_PTRACE) != 0)
}

/// Yama's `ptrace_scope`, where Yama is built in.
fn ptrace_allowed(pid: u32, same_uid: bool) -> Result<()> {
    let scope = fs::read_to_string("/proc/sys/kernel/yama/ptrace_scope")
        .ok()
        .and_then(|s| s.trim().parse::<u32>().ok())
        .unwrap_or(0);
    let capable = has_cap_sys_ptrace();
    let fix = "run aotspy as root (sudo), or give it the capability with `sudo setcap \
               cap_sys_ptrace+ep $(command -v aotspy)`";
    match scope {
        3 => bail!(
            "ptrace is disabled on this machine (kernel.yama.ptrace_scope = 3, which only a \
             reboot undoes), so aotspy cannot attach to pid {pid}. Start the job with \
             `aotspy collect -- CMD`, or with LD_PRELOAD=libaotspy.so to attach to it later"
        ),
        2 if !capable => bail!(
            "only processes with CAP_SYS_PTRACE may attach to others here \
             (kernel.yama.ptrace_scope = 2): {fix}"
        ),
        1 if !capable => bail!(
            "ptrace is limited to a process's own children here (kernel.yama.ptrace_scope = 1), \
             and pid {pid} is not aotspy's child: {fix}, or allow it for everyone with \
             `sudo sysctl kernel.yama.ptrace_scope=0`"
        ),
        _ if !same_uid && !capable => bail!("pid {pid} is another user's: {fix}"),
        _ => Ok(()),
    }
}

/// A 64-bit x86 program: what the injected library and the call sequence are built for.
fn check_architecture(pid: u32) -> Result<()> {
    let path = format!("/proc/{pid}/exe");
    let mut header = [0u8; 20];
    let read = fs::File::open(&path).and_then(|mut f| {
        use std::io::Read;
        f.read_exact(&mut header)
    });
    read.with_context(|| format!("cannot read the program of pid {pid} ({path})"))?;
    if header[..4] != *b"\x7fELF" {
        bail!("the program of pid {pid} is not an ELF file");
    }
    if header[4] != ELFCLASS64 {
        bail!(
            "pid {pid} runs a 32-bit program; aotspy attaches to 64-bit x86 (x86-64) processes only"
        );
    }
    let machine = u16::from_le_bytes([header[18], header[19]]);
    if machine != EM_X86_64 {
        bail!(
            "pid {pid} runs a program for ELF machine {machine}, not x86-64; aotspy attaches to \
             x86-64 processes only"
        );
    }
    Ok(())
}

fn check_level_zero(pid: u32) -> Result<()> {
    let maps = fs::read_to_string(format!("/proc/{pid}/maps"))
        .with_context(|| format!("cannot read /proc/{pid}/maps"))?;
    let mapped = |name: &str| maps.lines().any(|line| line.contains(name));
    if mapped("libze_intel_gpu.so") || mapped("libze_loader.so") {
        return Ok(());
    }
    bail!(
        "pid {pid} (`{}`) does not use Level Zero: neither libze_loader.so.1 nor the driver \
         libze_intel_gpu.so.1 is loaded in it, so it has run no Intel GPU kernel yet. If it will \
         later, attach then; or start it under `aotspy collect -- CMD`",
        process_command(pid)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_is_x86_64_and_does_not_use_level_zero() {
        let me = std::process::id();
        check_architecture(me).unwrap();
        let err = check_level_zero(me).unwrap_err();
        assert!(
            err.to_string().contains("does not use Level Zero"),
            "{err:#}"
        );
    }

    #[test]
    fn missing_processes_are_named() {
        let err = check(u32::MAX).err().unwrap();
        assert!(err.to_string().contains("no process has pid"), "{err:#}");
    }
}
