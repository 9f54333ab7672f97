//! `aotspy attach` on a process that was not started with the preload: load libaotspy.so into
//! it with ptrace and switch its hooks on and off.
//!
//! 1. [`checks`]: same user or root, ptrace allowed, no other tracer, x86-64, Level Zero in use.
//! 2. [`remote`]: one thread, blocked in a system call where it holds no loader or allocator
//!    lock, calls `dlopen(libaotspy.so)` and then the library's `aotspy_inject_prepare`, and
//!    gets its registers and system call back. The other threads never stop. Prepare starts
//!    the library as a dormant preloaded process does (spool, control socket), and fills an
//!    injection plan (`aotspy_proto::inject`): for each driver entry point, its first bytes and
//!    the jump into aotspy's hook that replaces them. The library writes no code.
//! 3. [`world`]: with every thread stopped and none inside those bytes, aotspy writes the
//!    jumps (counting starts) and, to detach, the original bytes (counting stops). The library
//!    stays loaded, and its trampolines mapped, so a thread still inside one finishes safely
//!    and a later attach only writes the jumps again.

mod checks;
mod remote;
mod symbols;
mod tracer;
mod world;

use crate::sys::launch::PRELOAD_FILE;
use crate::sys::procfs::process_ended;
use crate::sys::signals;
use anyhow::{anyhow, bail, Context, Result};
use aotspy_proto::inject::{Plan, PLAN_SYMBOL, PREPARE_SYMBOL, STATE_FAILED, STATE_READY};
use std::path::Path;
use std::time::Duration;
use symbols::Library;
use tracer::Memory;
pub use world::{Bytes, Written};

/// How long [`load_within`] may take by default to find a thread, load libaotspy.so and prepare its hooks: a few
/// seconds on a loaded machine, device-less; a job whose loader is busy (another library's
/// constructor holding the loader lock) is left alone, as it was, once this is up.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// `RTLD_NOW`: resolve everything at load, so no lazy binding happens later on a hot path.
const RTLD_NOW: u64 = 2;

/// libaotspy.so injected into a process, with its plan.
pub struct Injection {
    pub pid: u32,
    memory: Memory,
    plan: Plan,
}

impl Injection {
    /// The note prepare left for the user (what this driver lets aotspy see of kernels created
    /// before the attach), if any.
    pub fn note(&self) -> Option<String> {
        Some(self.plan.message()).filter(|m| !m.is_empty())
    }

    pub fn entry_points(&self) -> usize {
        self.plan.patches().len()
    }

    /// The zebins in the process's heap and anonymous mappings that hold a kernel named in
    /// `names`, within `limits` (see `aotspy_binfmt::memory`). Read through the
    /// `/proc/PID/mem` opened for the injection, so it needs no ptrace stop: the process runs
    /// on while it is read, and what is torn by a concurrent write fails to parse.
    pub fn zebins_in_memory(
        &self,
        names: &std::collections::HashSet<String>,
        limits: &aotspy_binfmt::memory::MemoryLimits,
    ) -> Result<aotspy_binfmt::memory::MemoryScan> {
        let maps = std::fs::read_to_string(format!("/proc/{}/maps", self.pid))
            .with_context(|| format!("cannot read /proc/{}/maps", self.pid))?;
        let regions = data_regions(&maps);
        Ok(aotspy_binfmt::memory::find_zebins(
            &regions,
            names,
            limits,
            |address, buffer| self.memory.read_some(address, buffer),
        ))
    }

    /// Writes the jumps: the process's driver calls are counted from here on.
    pub fn start_counting(&self) -> Result<Written> {
        world::write(
            self.pid,
            &self.memory,
            self.plan.patches(),
            Bytes::Replacement,
        )
    }

    /// Writes the driver's bytes back: nothing is counted any more. A process that has ended
    /// (exited, or a zombie) counts nothing either: that is no error.
    pub fn stop_counting(&self) -> Result<Written> {
        match world::write(self.pid, &self.memory, self.plan.patches(), Bytes::Original) {
            Err(_) if process_ended(self.pid) => Ok(Written::default()),
            written => written,
        }
    }
}

/// The readable heap and anonymous mappings of a `/proc/PID/maps`, the heap first: where a
/// process keeps what it allocated (not its files, stacks or the kernel's pages).
fn data_regions(maps: &str) -> Vec<std::ops::Range<u64>> {
    let mut heap = Vec::new();
    let mut anonymous = Vec::new();
    for line in maps.lines() {
        let mut fields = line.split_whitespace();
        let (Some(range), Some(perms)) = (fields.next(), fields.next()) else {
            continue;
        };
        let path = fields.nth(3).unwrap_or("");
        let Some((start, end)) = range.split_once('-') else {
            continue;
        };
        let (Ok(start), Ok(end)) = (u64::from_str_radix(start, 16), u64::from_str_radix(end, 16))
        else {
            continue;
        };
        if !perms.starts_with('r') || end <= start {
            continue;
        }
        match path {
            "[heap]" => heap.push(start..end),
            "" => anonymous.push(start..end),
            _ => {}
        }
    }
    heap.extend(anonymous);
    heap
}

/// Makes sure libaotspy.so (`library`) is in process `pid` with its hooks prepared, loading it
/// if needed, within `timeout` (`attach --timeout`, [`DEFAULT_TIMEOUT`] unless given). For a
/// process started with the preload, use its control socket instead ([`started_with_preload`]).
/// SIGINT, SIGTERM and SIGHUP to aotspy end it
/// sooner (from here on they are counted, not fatal: see `sys::signals`). Once it is over, the
/// thread that was running the loader gets its registers back and goes back into its system
/// call, unless the call has gone too far to be taken back: then aotspy says where the thread
/// is and lets it finish alone (it goes back into its system call by itself when the call
/// returns: a `remote::LeftRunning` error). Either way the result is an error, a
/// `remote::Abandoned` one when nothing in the process was changed.
pub fn load_within(pid: u32, library: &Path, timeout: Duration) -> Result<Injection> {
    let deadline = remote::Deadline::after(timeout);
    signals::count_instead_of_dying(&[libc::SIGINT, libc::SIGTERM, libc::SIGHUP])
        .context("cannot install the handler for SIGINT, SIGTERM and SIGHUP")?;
    let target = checks::check(pid)?;
    let memory = Memory::open(pid)?;
    if let Some(mapped) = symbols::find_library(pid, is_aotspy)? {
        let plan = read_plan(pid, &memory, &mapped)?;
        if plan.state == STATE_READY {
            eprintln!(
                "aotspy: pid {pid} ({}) has libaotspy.so from an earlier attach; switching its hooks on",
                target.comm
            );
            return Ok(Injection { pid, memory, plan });
        }
        // Its prepare failed, or an attach ended before it ran: prepare again below.
    }
    let visible = Path::new("/proc")
        .join(pid.to_string())
        .join("root")
        .join(library.to_string_lossy().trim_start_matches('/'));
    if !visible.exists() {
        bail!(
            "{} is not visible inside pid {pid}'s file system (a container or chroot?): copy \
             {PRELOAD_FILE} to a path the process sees and point AOTSPY_PRELOAD at it",
            library.display()
        );
    }
    eprintln!(
        "aotspy: loading {} into pid {pid} ({})",
        library.display(),
        target.comm
    );
    let plan = inject(pid, &memory, library, deadline)?;
    Ok(Injection { pid, memory, plan })
}

/// For calls that are never abandoned halfway: they run aotspy's or libc's code past any
/// point where stopping them leaves the process as it was.
fn never() -> bool {
    false
}

fn is_aotspy(path: &str) -> bool {
    Path::new(path).ends_with(PRELOAD_FILE)
}

/// Whether the process was started with libaotspy.so in `LD_PRELOAD` (rather than given it
/// by an attach).
pub fn started_with_preload(pid: u32) -> bool {
    std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environ| {
        environ.split(|&b| b == 0).any(|entry| {
            entry
                .strip_prefix(b"LD_PRELOAD=")
                .is_some_and(|value| String::from_utf8_lossy(value).contains(PRELOAD_FILE))
        })
    })
}

/// The plan of the mapped libaotspy.so.
fn read_plan(pid: u32, memory: &Memory, library: &Library) -> Result<Plan> {
    let address = symbols::address_of(pid, library, PLAN_SYMBOL).with_context(|| {
        format!(
            "{} in pid {pid} is from another aotspy build; attach with the aotspy it came with",
            library.path
        )
    })?;
    let bytes = memory.read(address, Plan::BYTES)?;
    Plan::parse(&bytes).map_err(|e| anyhow!("{}: {e}", library.path))
}

/// Loads `library` into `pid` on a hijacked thread and runs its prepare; the plan it made.
fn inject(pid: u32, memory: &Memory, library: &Path, deadline: remote::Deadline) -> Result<Plan> {
    let dl = DlFunctions::of(pid)?;
    let mut thread = remote::Hijacked::find(pid, memory, deadline)?;
    eprintln!(
        "aotspy: thread {} of pid {pid} (blocked in {}) runs dlopen; the other threads go on",
        thread.tid(),
        thread.syscall
    );
    let result = load_and_prepare(&mut thread, pid, memory, library, &dl);
    let (tid, syscall) = (thread.tid(), thread.syscall);
    let restored = thread.finish();
    let plan = given_back(result, restored, pid, tid, syscall)?;
    match plan.state {
        STATE_READY => Ok(plan),
        STATE_FAILED => bail!(
            "libaotspy.so is loaded in pid {pid} but could not prepare its hooks: {}",
            plan.message()
        ),
        state => bail!("libaotspy.so's prepare in pid {pid} ended in state {state}"),
    }
}

/// The process's libc functions an injection calls.
struct DlFunctions {
    dlopen: u64,
}

impl DlFunctions {
    fn of(pid: u32) -> Result<DlFunctions> {
        let libc = symbols::find_library(pid, |path| {
            Path::new(path)
                .file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with("libc.so"))
        })?
        .ok_or_else(|| anyhow!("pid {pid} has no libc.so mapped (a static program?): aotspy cannot load a library into it"))?;
        let dlopen = symbols::address_of(pid, &libc, "dlopen")
            .or_else(|_| symbols::address_of(pid, &libc, "__libc_dlopen_mode"))
            .context("no dlopen in the process's libc")?;
        Ok(DlFunctions { dlopen })
    }
}

/// On the hijacked `thread`: dlopen of `library`, then its prepare; the plan it made. (What
/// the calls return is read from the process, not from their results: see `remote`.)
fn load_and_prepare(
    thread: &mut remote::Hijacked,
    pid: u32,
    memory: &Memory,
    library: &Path,
    dl: &DlFunctions,
) -> Result<Plan> {
    let mut path = library.as_os_str().as_encoded_bytes().to_vec();
    path.push(0);
    let path_address = thread.push(&path)?;
    // Before libaotspy.so is mapped, dlopen has taken no lock but the one it waits for:
    // the loader's, which it takes first (and malloc's, only for a moment).
    let not_mapped = || symbols::find_library(pid, is_aotspy).is_ok_and(|l| l.is_none());
    thread.call(
        "dlopen(libaotspy.so)",
        dl.dlopen,
        &[path_address, RTLD_NOW],
        &not_mapped,
    )?;
    let mapped = symbols::find_library(pid, is_aotspy)?.ok_or_else(|| {
        anyhow!(
            "dlopen of {} in pid {pid} failed (it is not mapped after dlopen returned); \
             `LD_PRELOAD={0} true`, run with the job's environment, says why",
            library.display()
        )
    })?;
    let prepare = symbols::address_of(pid, &mapped, PREPARE_SYMBOL)?;
    thread.call("aotspy_inject_prepare()", prepare, &[], &never)?;
    read_plan(pid, memory, &mapped)
}

/// What the injection returned, once the thread has its registers and code back; when it could
/// not be given them, exactly what state it is in.
fn given_back(
    result: Result<Plan>,
    restored: Result<()>,
    pid: u32,
    tid: nix::unistd::Pid,
    syscall: &str,
) -> Result<Plan> {
    match (result, restored) {
        (Ok(plan), Ok(())) => Ok(plan),
        // Not given back: it goes back by itself.
        (Err(e), Ok(())) if e.is::<remote::LeftRunning>() => {
            Err(e.context(format!("aotspy did not attach to pid {pid}")))
        }
        (Err(e), Ok(())) => Err(e.context(format!(
            "aotspy did not attach to pid {pid}; thread {tid} has its registers back and is in \
             its {syscall} again"
        ))),
        (Err(e), Err(_)) if !Path::new(&format!("/proc/{pid}/task/{tid}")).exists() => Err(e
            .context(format!(
                "thread {tid} of pid {pid} ended (the process exited or was killed): nothing to \
                 give back"
            ))),
        (result, Err(e)) => {
            let why = result.err().map_or(String::new(), |e| format!("{e:#}; "));
            Err(e.context(format!(
                "{why}thread {tid} of pid {pid} could not be given its registers back: it may \
                 crash or misbehave"
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::{Child, Command};
    use std::time::{Duration, Instant};

    /// `sleep SECONDS`, once it is blocked in its sleep.
    fn sleeping(seconds: &str) -> Child {
        let child = Command::new("sleep").arg(seconds).spawn().unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        while !std::fs::read_to_string(format!("/proc/{}/syscall", child.id()))
            .unwrap_or_default()
            .starts_with("230 ")
        {
            assert!(Instant::now() < deadline, "sleep never slept");
            std::thread::sleep(Duration::from_millis(5));
        }
        child
    }

    fn soon() -> remote::Deadline {
        remote::Deadline::after(Duration::from_secs(10))
    }

    /// The heap, then anonymous mappings; never files, stacks, the vDSO or unreadable pages.
    #[test]
    fn data_regions_are_the_heap_and_anonymous_mappings() {
        let maps = "\
55d0a0000000-55d0a0001000 r--p 00000000 08:01 1234 /usr/bin/prog
55d0a1000000-55d0a1200000 rw-p 00000000 00:00 0 [heap]
7f0000000000-7f0000100000 rw-p 00000000 00:00 0
7f0000100000-7f0000101000 ---p 00000000 00:00 0
7f0000200000-7f0000300000 r--p 00000000 08:01 99 /tmp/vector_ops.zebin
7ffd00000000-7ffd00021000 rw-p 00000000 00:00 0 [stack]
7ffd00100000-7ffd00102000 r-xp 00000000 00:00 0 [vdso]
";
        assert_eq!(
            data_regions(maps),
            [
                0x55d0a1000000..0x55d0a1200000,
                0x7f0000000000..0x7f0000100000
            ]
        );
    }

    fn libc_of(pid: u32) -> Library {
        symbols::find_library(pid, |path| path.contains("/libc.so"))
            .unwrap()
            .unwrap()
    }

    /// `sigemptyset(buffer)` on the hijacked thread, the buffer filled with 0xff before: the
    /// first 4 bytes after (0 from libc's own code).
    fn call_sigemptyset(pid: u32, memory: &Memory, function: u64) -> u32 {
        let mut thread = remote::Hijacked::find(pid, memory, soon()).unwrap();
        let buffer = thread.push(&[0xff; 128]).unwrap();
        thread
            .call("sigemptyset()", function, &[buffer], &never)
            .unwrap();
        let first = memory.read(buffer, 4).unwrap();
        thread.finish().unwrap();
        u32::from_le_bytes(first.try_into().unwrap())
    }

    /// Functions called on a hijacked thread run in the target one after the other, the
    /// thread's sleep goes on (its own `rt_sigreturn` restarts it) and the process ends as it
    /// would have.
    #[test]
    fn calls_run_in_the_target_and_its_sleep_resumes() {
        let mut child = sleeping("1");
        let pid = child.id();
        let started = Instant::now();
        let memory = Memory::open(pid).unwrap();
        let libc = libc_of(pid);
        let sigemptyset = symbols::address_of(pid, &libc, "sigemptyset").unwrap();
        let dlopen = symbols::address_of(pid, &libc, "dlopen").unwrap();
        let mut thread = remote::Hijacked::find(pid, &memory, soon()).unwrap();
        assert_eq!(thread.syscall, "clock_nanosleep");
        let buffer = thread.push(&[0xff; 128]).unwrap();
        thread
            .call("sigemptyset()", sigemptyset, &[buffer], &never)
            .unwrap();
        assert_eq!(memory.read(buffer, 8).unwrap(), [0; 8], "sigemptyset ran");
        let name = thread.push(b"libz.so.1\0").unwrap();
        thread
            .call("dlopen", dlopen, &[name, RTLD_NOW], &never)
            .unwrap();
        thread.finish().unwrap();
        let maps = std::fs::read_to_string(format!("/proc/{pid}/maps")).unwrap();
        assert!(maps.contains("libz.so"), "libz is loaded in the target");
        let status = child.wait().unwrap();
        assert!(status.success(), "{status}");
        let slept = started.elapsed();
        assert!(
            slept < Duration::from_millis(1900),
            "the sleep resumed where it was, not from scratch or forever: {slept:?}"
        );
    }

    /// Patching with the world stopped, and back: the target runs the replacement, then its own
    /// code again.
    #[test]
    fn patches_switch_a_function_and_back() {
        let mut child = sleeping("2");
        let pid = child.id();
        let memory = Memory::open(pid).unwrap();
        let sigemptyset = symbols::address_of(pid, &libc_of(pid), "sigemptyset").unwrap();
        // mov dword [rdi], 42; ret
        let mut patch = aotspy_proto::inject::Patch::EMPTY;
        patch.address = sigemptyset;
        patch.length = 7;
        patch.original[..7].copy_from_slice(&memory.read(sigemptyset, 7).unwrap());
        patch.replacement[..7].copy_from_slice(&[0xc7, 0x07, 42, 0, 0, 0, 0xc3]);
        patch.name[..11].copy_from_slice(b"sigemptyset");
        let patches = [patch];
        let call = || call_sigemptyset(pid, &memory, sigemptyset);
        let written = world::write(pid, &memory, &patches, Bytes::Replacement).unwrap();
        assert_eq!((written.patches_written, written.threads_stopped), (1, 1));
        assert_eq!(call(), 42);
        let again = world::write(pid, &memory, &patches, Bytes::Replacement).unwrap();
        assert_eq!((again.already, again.patches_written), (1, 0));
        world::write(pid, &memory, &patches, Bytes::Original).unwrap();
        assert_eq!(call(), 0);
        // Someone else's bytes are never overwritten.
        memory.write(sigemptyset, &[0xcc]).unwrap();
        let err = world::write(pid, &memory, &patches, Bytes::Replacement).unwrap_err();
        assert!(
            err.to_string()
                .contains("neither the driver's nor aotspy's"),
            "{err:#}"
        );
        memory.write(sigemptyset, &patch.original[..1]).unwrap();
        assert!(child.wait().unwrap().success());
    }
}
