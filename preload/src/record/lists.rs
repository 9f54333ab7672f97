//! Command lists: each list's record, found on the launch path through a direct-mapped cache in
//! front of the list map, and a regular list's log of its appends (runs of one kernel, mutable
//! commands), which counts them into the kernels' records when a queue executes the list. The
//! create, clone, reset and destroy hooks of lists, and the classification of a list from
//! before an injection, at its first use.

use super::known::INJECTED;
use super::unattributed::unknown_lists;
use crate::durable::KernelRecord;
use crate::handle_map::HandleMap;
use crate::outbox;
use aotspy_proto as proto;
use aotspy_ze_abi::ffi::Handle;
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

// The launch path ends in one add at this offset, whether into a kernel's dispatches or a
// regular list's current run: with both counters at the same offset the compiler shares that
// tail, which saves the launch two instructions.
const _: () = assert!(
    std::mem::offset_of!(KernelRecord, dispatches) == proto::counters::DISPATCHES_OFFSET
        && std::mem::offset_of!(ListRecord, run_launches) == proto::counters::DISPATCHES_OFFSET
);

/// A command list seen created (or, in an injected library, classified at first use).
///
/// An immediate list's launches count at once, into the kernel's record. A regular list's count
/// when a queue executes it, once per execution, so its appends are logged here: the current
/// run of one kernel in atomics (a loop appending the same kernel never takes the lock), earlier
/// runs in `runs`.
///
/// Level Zero forbids using one command list from two threads at once, so appends, executions
/// and resets of one list do not race in a correct program; the lock and atomics keep an
/// incorrect one memory-safe (its counts may then be off).
#[repr(C)]
pub struct ListRecord {
    pub(super) handle: usize,
    run_kernel: AtomicPtr<KernelRecord>,
    run_launches: AtomicU64,
    log: Mutex<Log>,
    /// Each append counts at once; `run_kernel` and the log stay empty.
    immediate: bool,
    /// A regular list created before the injection: what it held then is unknown, so each of
    /// its executions until a reset counts as an unknown list run.
    pre_injection: std::sync::atomic::AtomicBool,
}

/// A regular list's appends before its current run, and its mutable commands.
#[derive(Clone, Default)]
struct Log {
    /// Earlier runs: a kernel and how many appends in a row launched it.
    runs: Vec<(&'static KernelRecord, u64)>,
    /// Mutable commands (`zeCommandListGetNextCommandId*Exp`): the command id and the number of
    /// appends before it, which is its position among the list's launches.
    commands: Vec<(u64, u64)>,
    /// A command id handed out and not yet bound to an append: the next successful append is
    /// that command (an id never appended, or an append that failed, binds nothing).
    pending_command: Option<u64>,
}

impl Log {
    const EMPTY: Log = Log {
        runs: Vec::new(),
        commands: Vec::new(),
        pending_command: None,
    };
}

impl ListRecord {
    fn new(handle: Handle, log: Log, immediate: bool) -> &'static ListRecord {
        Box::leak(Box::new(ListRecord::unleaked(
            handle as usize,
            log,
            immediate,
        )))
    }

    const fn unleaked(handle: usize, log: Log, immediate: bool) -> ListRecord {
        ListRecord {
            handle,
            run_kernel: AtomicPtr::new(std::ptr::null_mut()),
            run_launches: AtomicU64::new(0),
            log: Mutex::new(log),
            immediate,
            pre_injection: std::sync::atomic::AtomicBool::new(false),
        }
    }

    fn log(&self) -> MutexGuard<'_, Log> {
        self.log.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Moves the current run into the runs log, which then holds every append so far.
    fn close_run(&self, log: &mut Log) {
        let kernel = self
            .run_kernel
            .swap(std::ptr::null_mut(), Ordering::Relaxed);
        let launches = self.run_launches.swap(0, Ordering::Relaxed);
        // SAFETY: run kernels are leaked records or null.
        if let Some(kernel) = unsafe { kernel.as_ref() } {
            log.runs.push((kernel, launches));
        }
    }

    /// A launch of `kernel` appended to this list.
    #[inline(always)]
    pub(super) fn append(&self, kernel: &'static KernelRecord) {
        if self.immediate {
            kernel.dispatches.fetch_add(1, Ordering::Relaxed);
        } else if std::ptr::eq(self.run_kernel.load(Ordering::Relaxed), kernel) {
            self.run_launches.fetch_add(1, Ordering::Relaxed);
        } else {
            self.start_run(kernel);
        }
    }

    #[cold]
    #[inline(never)]
    fn start_run(&self, kernel: &'static KernelRecord) {
        let mut log = self.log();
        self.close_run(&mut log);
        // `next_command` closed the run, so the append after it always comes here.
        if let Some(command) = log.pending_command.take() {
            let position = log.runs.iter().map(|(_, launches)| launches).sum();
            log.commands.push((command, position));
        }
        self.run_kernel
            .store(kernel as *const _ as *mut _, Ordering::Relaxed);
        self.run_launches.store(1, Ordering::Relaxed);
    }

    pub(super) fn execute(&self) {
        if self.pre_injection.load(Ordering::Relaxed) {
            unknown_lists().fetch_add(1, Ordering::Relaxed);
        }
        let log = self.log();
        for (kernel, launches) in log.runs.iter() {
            kernel.dispatches.fetch_add(*launches, Ordering::Relaxed);
        }
        // SAFETY: as in `start_run`.
        if let Some(kernel) = unsafe { self.run_kernel.load(Ordering::Relaxed).as_ref() } {
            let launches = self.run_launches.load(Ordering::Relaxed);
            kernel.dispatches.fetch_add(launches, Ordering::Relaxed);
        }
    }

    fn reset(&self) {
        let mut log = self.log();
        *log = Log::default();
        self.pre_injection.store(false, Ordering::Relaxed);
        self.run_kernel
            .store(std::ptr::null_mut(), Ordering::Relaxed);
        self.run_launches.store(0, Ordering::Relaxed);
    }

    /// What a clone starts with: everything appended so far.
    fn snapshot(&self) -> Log {
        let mut log = self.log();
        self.close_run(&mut log);
        log.clone()
    }

    /// The next append will be mutable command `command`; it is bound to its position when
    /// that append succeeds (`start_run`).
    fn next_command(&self, command: u64) {
        let mut log = self.log();
        self.close_run(&mut log);
        log.pending_command = Some(command);
    }

    /// Mutable command `command` now launches `kernel`: its append moves to `kernel`'s count.
    pub(super) fn set_command_kernel(&self, command: u64, kernel: &'static KernelRecord) {
        let mut log = self.log();
        self.close_run(&mut log);
        let Some(&(_, position)) = log.commands.iter().rev().find(|(id, _)| *id == command) else {
            return;
        };
        let mut start = 0;
        for i in 0..log.runs.len() {
            let (old, launches) = log.runs[i];
            if position < start + launches {
                if !std::ptr::eq(old, kernel) {
                    let before = position - start;
                    let after = launches - before - 1;
                    let split = [(old, before), (kernel, 1), (old, after)];
                    log.runs
                        .splice(i..=i, split.into_iter().filter(|(_, n)| *n > 0));
                }
                return;
            }
            start += launches;
        }
    }
}

/// Every live command list we know, immediate or regular. A launch on a list not in the map
/// (created before the preload was engaged, or by a path it does not hook) counts at append.
pub(super) static LISTS: HandleMap<ListRecord> = HandleMap::new();
/// A direct-mapped cache in front of `LISTS`: per bucket, one live list, so that a launch
/// usually finds its list here with one load and one compare. Empty buckets point at `NO_LIST`
/// rather than null, which saves the launch path a branch (they start null, and
/// `prepare_caches` points them at `NO_LIST` before any hook can be installed). Rebuilt when a
/// list goes away.
const LIST_BUCKETS: usize = 4096;
pub(super) static LIST_CACHE: [AtomicPtr<ListRecord>; LIST_BUCKETS] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; LIST_BUCKETS];
/// Serializes cache updates with the list map's, so no live list is ever lost from either.
pub(super) static LIST_WRITES: Mutex<()> = Mutex::new(());

#[inline(always)]
pub(super) fn list_bucket(list: usize) -> &'static AtomicPtr<ListRecord> {
    &LIST_CACHE[(list >> 4) % LIST_BUCKETS]
}

/// The record of a regular list; `None` for an immediate or unknown one.
#[inline(always)]
pub(super) fn regular_list(list: Handle) -> Option<&'static ListRecord> {
    list_record::<false>(list).filter(|record| !record.immediate)
}

/// `regular_list` for a list being executed, which is therefore regular.
#[inline(always)]
pub(super) fn executed_list(list: Handle) -> Option<&'static ListRecord> {
    list_record::<true>(list).filter(|record| !record.immediate)
}

#[inline(always)]
fn list_record<const EXECUTED: bool>(list: Handle) -> Option<&'static ListRecord> {
    // SAFETY: cached records are leaked, never freed.
    let cached = unsafe { list_bucket(list as usize).load(Ordering::Acquire).as_ref() }?;
    if cached.handle == list as usize {
        Some(cached)
    } else {
        list_record_uncached(list, EXECUTED)
    }
}

#[cold]
#[inline(never)]
fn list_record_uncached(list: Handle, executed: bool) -> Option<&'static ListRecord> {
    match LISTS.get(list as usize) {
        Some(record) => Some(record),
        None if INJECTED.load(Ordering::Relaxed) => classify_list(list, executed),
        None => None,
    }
}

/// What empty list buckets point at: its handle (0) is no list's, so a list not in the cache
/// goes to the map (and, in an injected library, reaches `classify_list` once).
static NO_LIST: ListRecord = ListRecord::unleaked(0, Log::EMPTY, false);

pub(super) fn empty_list_bucket() -> *mut ListRecord {
    &NO_LIST as *const ListRecord as *mut ListRecord
}

/// A list an injected library has not seen created, at first sight: it gets a record that
/// says whether it is immediate (asked of the driver; a list being executed is regular), so
/// that later launches find it in the cache. A regular one was created before the injection.
#[cold]
#[inline(never)]
pub(super) fn classify_list(list: Handle, executed: bool) -> Option<&'static ListRecord> {
    let _writes = LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(record) = LISTS.get(list as usize) {
        return Some(record);
    }
    let asked = crate::driver::get().and_then(|driver| driver.is_immediate(list));
    let immediate = match asked {
        Some(immediate) => immediate,
        None if executed => false,
        None => {
            static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
            if !SAID.swap(true, Ordering::Relaxed) {
                outbox::diagnostic(
                    "this driver cannot tell whether a command list created before the attach \
                     is immediate (no zeCommandListIsImmediate): launches appended to such \
                     lists are counted when appended, once, however often the list runs"
                        .into(),
                );
            }
            true
        }
    };
    let record = Box::leak(Box::new(ListRecord::unleaked(
        list as usize,
        Log::default(),
        immediate,
    )));
    record.pre_injection.store(!immediate, Ordering::Relaxed);
    LISTS.insert(list as usize, record);
    list_bucket(list as usize).store(record as *const _ as *mut _, Ordering::Release);
    Some(record)
}

pub(super) fn rebuild_list_cache() {
    let mut cache = vec![empty_list_bucket(); LIST_BUCKETS];
    LISTS.for_each_handle(|live| {
        if let Some(record) = LISTS.get(live) {
            cache[(live >> 4) % LIST_BUCKETS] = record as *const ListRecord as *mut ListRecord;
        }
    });
    for (bucket, record) in LIST_CACHE.iter().zip(cache) {
        bucket.store(record, Ordering::Release);
    }
}

pub fn list_created(list: Handle) {
    register_list(list, Log::default(), false);
}

pub fn immediate_list_created(list: Handle) {
    register_list(list, Log::default(), true);
}

fn register_list(list: Handle, log: Log, immediate: bool) {
    let _writes = LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner());
    let record = ListRecord::new(list, log, immediate);
    LISTS.insert(list as usize, record);
    list_bucket(list as usize).store(record as *const _ as *mut _, Ordering::Release);
}

/// `zeCommandListCreateCloneExp`: the clone runs what the original recorded. A clone of a list
/// never seen created stays unknown too.
pub fn list_cloned(original: Handle, clone: Handle) {
    if let Some(original) = regular_list(original) {
        register_list(clone, original.snapshot(), false);
    }
}

pub fn next_command(list: Handle, command: u64) {
    if let Some(list) = regular_list(list) {
        list.next_command(command);
    }
}

pub fn list_reset(list: Handle) {
    if let Some(list) = regular_list(list) {
        list.reset();
    }
}

/// Called before the real destroy, so a handle the driver hands out again right away is
/// never seen with the old record.
pub fn list_destroyed(list: Handle) {
    let _writes = LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(record) = LISTS.get(list as usize) {
        // The record itself stays (a reader may hold it); its log need not.
        *record.log() = Log::default();
    }
    LISTS.remove(list as usize);
    rebuild_list_cache();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(handle: usize) -> &'static KernelRecord {
        Box::leak(Box::new(KernelRecord::for_test(handle as u64)))
    }

    fn list() -> &'static ListRecord {
        ListRecord::new(std::ptr::null_mut(), Log::default(), false)
    }

    fn dispatches(kernels: &[&KernelRecord]) -> Vec<u64> {
        kernels
            .iter()
            .map(|k| k.dispatches.load(Ordering::Relaxed))
            .collect()
    }

    /// An immediate list counts each append at once, into the kernel; a regular one only when
    /// it is executed.
    #[test]
    fn immediate_lists_count_at_append_and_regular_ones_at_execution() {
        let (a, b) = (kernel(0x100), kernel(0x200));
        let immediate = ListRecord::new(std::ptr::null_mut(), Log::default(), true);
        let regular = list();
        for k in [a, a, b] {
            immediate.append(k);
            regular.append(k);
        }
        assert_eq!(dispatches(&[a, b]), [2, 1]);
        regular.execute();
        regular.execute();
        assert_eq!(dispatches(&[a, b]), [6, 3]);
        immediate.execute();
        assert_eq!(dispatches(&[a, b]), [6, 3]);
    }

    /// Commands 10, 11, 12 launch a, a, b; command 11 switches to c, then 12 to a: each
    /// execution runs a, c, a.
    #[test]
    fn a_mutable_command_moves_its_launch_to_the_new_kernel() {
        let (a, b, c) = (kernel(0x100), kernel(0x200), kernel(0x300));
        let list = list();
        for (command, k) in [(10, a), (11, a), (12, b)] {
            list.next_command(command);
            list.append(k);
        }
        list.set_command_kernel(11, c);
        list.set_command_kernel(12, a);
        list.execute();
        list.execute();
        assert_eq!(dispatches(&[a, b, c]), [4, 0, 2]);
        let runs: Vec<(usize, u64)> = list
            .log()
            .runs
            .iter()
            .map(|(k, n)| (k.handle, *n))
            .collect();
        assert_eq!(runs, [(0x100, 1), (0x300, 1), (0x100, 1)]);
    }

    /// A command id the list never gave out changes nothing.
    #[test]
    fn an_unknown_command_id_changes_nothing() {
        let (a, b) = (kernel(0x100), kernel(0x200));
        let list = list();
        list.next_command(1);
        list.append(a);
        list.set_command_kernel(2, b);
        list.execute();
        assert_eq!(dispatches(&[a, b]), [1, 0]);
    }

    /// A command id taken but never appended (or whose append failed, which never reaches the
    /// bookkeeping) binds nothing: the next id still names its own launch.
    #[test]
    fn a_command_id_without_its_append_shifts_nothing() {
        let (a, b, c) = (kernel(0x100), kernel(0x200), kernel(0x300));
        let list = list();
        list.next_command(1);
        list.append(a);
        list.next_command(2);
        list.next_command(3);
        list.append(b);
        list.set_command_kernel(3, c);
        list.set_command_kernel(2, a);
        list.execute();
        assert_eq!(dispatches(&[a, b, c]), [1, 0, 1]);
    }

    /// A clone runs what the original recorded, and each counts its own executions.
    #[test]
    fn a_clone_runs_what_the_original_recorded() {
        let (a, b) = (kernel(0x100), kernel(0x200));
        let original = list();
        for k in [a, a, b] {
            original.append(k);
        }
        let clone = ListRecord::new(std::ptr::null_mut(), original.snapshot(), false);
        clone.execute();
        clone.execute();
        original.execute();
        assert_eq!(dispatches(&[a, b]), [6, 3]);
    }
}
