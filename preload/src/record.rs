//! What the hooks record: the bookkeeping behind each hooked call.
//!
//! Launches are the hot path: direct-mapped lookups of the kernel and the list, and
//! an atomic add (on a regular command list, usually onto the list's current run), into a
//! record in the durable counters file (`durable.rs`). Everything else is a cold path that
//! may allocate and send events, but never writes a file: the transport thread does that. The
//! exceptions are the counters file itself: created when the process engages, and grown by
//! one mapped chunk when a kernel creation finds its slots full; and its descriptions file,
//! which each kernel creation appends one record to (one `write`) before its slot is taken.
//!
//! In a library injected by `aotspy attach` (`inject.rs`), kernels and command lists created
//! before the injection are unknown to the maps; each is identified once, on the cold path of
//! its first lookup (`found_kernel`, `classify_list`), and found in the caches from then on.

use crate::durable::{self, KernelRecord};
use crate::handle_map::HandleMap;
use crate::outbox;
use crate::stacks;
use aotspy_proto::{self as proto, DriverOperation, Event, InputFormat};
use aotspy_ze_abi::ffi::{self, Handle};
use std::collections::HashMap;
use std::ffi::{c_char, CStr};
use std::sync::atomic::{AtomicPtr, AtomicU32, AtomicU64, Ordering};
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
    handle: usize,
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
    fn append(&self, kernel: &'static KernelRecord) {
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

    fn execute(&self) {
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
    fn set_command_kernel(&self, command: u64, kernel: &'static KernelRecord) {
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

static KERNELS: HandleMap<KernelRecord> = HandleMap::new();
/// A direct-mapped cache in front of `KERNELS`: most launches find their kernel here with one
/// load and one compare. A miss (another kernel, or `NO_KERNEL`) falls back to the map. Empty
/// buckets point at `NO_KERNEL` rather than null, which saves the launch path a branch; they
/// start null (no relocations, no dirty pages in processes that never use Level Zero) and
/// `prepare_caches` points them at `NO_KERNEL` before any hook can be installed.
const KERNEL_BUCKETS: usize = 16384;
static NO_KERNEL: KernelRecord = KernelRecord {
    handle: 0,
    id: 0,
    dispatches: AtomicU64::new(0),
    sample_countdown: AtomicU32::new(0),
    sampled_launch: AtomicU32::new(0),
};
/// The unattributed counts live in the durable counters file's header once it exists
/// (`make_durable`); before that (a forked child that has not engaged yet) or without a file,
/// in these statics. What is reported is the sum.
static DURABLE_HEADER: AtomicPtr<durable::Header> = AtomicPtr::new(std::ptr::null_mut());
/// Launches of kernel handles the preload never saw created (made before it was engaged, or
/// through a path it does not hook): counted, and reported as unattributed.
static UNKNOWN_KERNEL: KernelRecord = KernelRecord {
    handle: 0,
    id: 0,
    dispatches: AtomicU64::new(0),
    sample_countdown: AtomicU32::new(0),
    sampled_launch: AtomicU32::new(0),
};
/// Executions or appends of command lists the preload never saw created.
static UNKNOWN_LISTS: AtomicU64 = AtomicU64::new(0);
/// Table entries and extension functions left unhooked because every hook slot was taken.
static UNHOOKED_ENTRIES: AtomicU64 = AtomicU64::new(0);

fn durable_header() -> Option<&'static durable::Header> {
    // SAFETY: the header is leaked, never freed.
    unsafe { DURABLE_HEADER.load(Ordering::Acquire).as_ref() }
}

fn unknown_kernel() -> &'static KernelRecord {
    durable_header().map_or(&UNKNOWN_KERNEL, |h| h.unknown_kernel)
}

fn unknown_lists() -> &'static AtomicU64 {
    durable_header().map_or(&UNKNOWN_LISTS, |h| h.unknown_list_runs)
}

/// From now on, new kernel records and the unattributed counts live in a new counters file
/// `name` in `dir`. Called when the process engages, before any hook is handed out.
pub fn make_durable(dir: &crate::files::Dir, name: &str) -> std::io::Result<()> {
    let header = durable::create(dir, name)?;
    DURABLE_HEADER.store(Box::leak(Box::new(header)), Ordering::Release);
    Ok(())
}

pub fn is_durable() -> bool {
    durable_header().is_some()
}
static KERNEL_CACHE: [AtomicPtr<KernelRecord>; KERNEL_BUCKETS] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; KERNEL_BUCKETS];

/// Called before any hook is installed (by the getters, which install them). Once per
/// process; a forked child inherits the prepared cache.
pub fn prepare_caches() {
    static PREPARED: std::sync::Once = std::sync::Once::new();
    PREPARED.call_once(|| {
        for bucket in &KERNEL_CACHE {
            bucket.store(empty_kernel_bucket(), Ordering::Release);
        }
        for bucket in &LIST_CACHE {
            bucket.store(empty_list_bucket(), Ordering::Release);
        }
    });
}

/// Handles are heap addresses of driver objects, so bits above the allocator's alignment are
/// spread enough to index the caches directly.
#[inline(always)]
fn kernel_bucket(kernel: usize) -> &'static AtomicPtr<KernelRecord> {
    &KERNEL_CACHE[(kernel >> 4) % KERNEL_BUCKETS]
}

fn empty_kernel_bucket() -> *mut KernelRecord {
    &NO_KERNEL as *const KernelRecord as *mut KernelRecord
}

/// The record of `kernel`; `UNKNOWN_KERNEL` for a handle never seen created.
#[inline(always)]
fn kernel_record(kernel: Handle) -> &'static KernelRecord {
    let bucket = kernel_bucket(kernel as usize);
    // SAFETY: buckets hold leaked records or `NO_KERNEL`, never null or freed memory.
    let cached = unsafe { &*bucket.load(Ordering::Acquire) };
    if cached.handle == kernel as usize {
        cached
    } else {
        kernel_record_uncached(kernel, bucket)
    }
}

#[cold]
#[inline(never)]
fn kernel_record_uncached(
    kernel: Handle,
    bucket: &'static AtomicPtr<KernelRecord>,
) -> &'static KernelRecord {
    let record = match KERNELS.get(kernel as usize) {
        Some(record) => record,
        None if INJECTED.load(Ordering::Relaxed) => match found_kernel(kernel) {
            Some(record) => record,
            None => return unknown_kernel(),
        },
        None => return unknown_kernel(),
    };
    bucket.store(record as *const _ as *mut _, Ordering::Release);
    record
}

/// Set once `aotspy attach` injected the library (`inject.rs`): objects the hooks do not know
/// were created before the injection, and are identified at first sight.
static INJECTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// Serializes the identification of kernels from before the injection, so that concurrent
/// first launches of one kernel make one record.
static IDENTIFY: Mutex<()> = Mutex::new(());

/// Before any detour is applied: from now on unknown kernels and lists are identified.
pub fn set_injected() {
    let _writes = LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner());
    INJECTED.store(true, Ordering::Release);
    rebuild_list_cache();
}

/// A kernel created before the injection, at its first launch after it: named and described
/// from the driver (`FoundKernel`), then recorded like any kernel.
#[cold]
#[inline(never)]
fn found_kernel(kernel: Handle) -> Option<&'static KernelRecord> {
    let driver = crate::driver::get()?;
    // Before any lock of ours is taken (as in `module_created`).
    let launch_callers = crate::callers::callers();
    let _identify = IDENTIFY.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(record) = KERNELS.get(kernel as usize) {
        return Some(record);
    }
    let name = driver.kernel_name(kernel);
    let device = driver.sole_device;
    let (isa_from, module, isa) = match driver.identify(kernel) {
        crate::driver::Identified::Module { module, native } => {
            let id = MODULES
                .get(module as usize)
                .copied()
                .unwrap_or_else(|| found_module(module, device, native));
            (
                proto::FoundIsa::ModuleBinary,
                Some(id),
                proto::Binary::default(),
            )
        }
        crate::driver::Identified::Kernel(isa) => (proto::FoundIsa::KernelBinary, None, isa),
        crate::driver::Identified::NameOnly => {
            (proto::FoundIsa::NameOnly, None, proto::Binary::default())
        }
    };
    outbox::engage();
    let description = proto::descriptions::KernelDescription {
        id: next_id(),
        module,
        device,
        found: true,
        name,
        operation: None,
    };
    let record = new_kernel_record(kernel, &description);
    // Described before it is visible to the flush, as in `kernel_created`.
    outbox::send(Event::FoundKernel(proto::FoundKernel {
        id: record.id,
        name: description.name,
        device,
        isa_from,
        module,
        isa,
    }));
    send_found_facts(driver, kernel, record.id, launch_callers);
    ALL_KERNELS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(record);
    KERNELS.insert(kernel as usize, record);
    Some(record)
}

/// What zeInfo and the module's creation would have told of a kernel from before the
/// injection, from the driver (`zeKernelGetProperties`) and its first launch's stack; sent
/// before its counts, like its `FoundKernel`.
fn send_found_facts(
    driver: &crate::driver::Driver,
    kernel: Handle,
    id: u64,
    launch_callers: Vec<String>,
) {
    outbox::send(Event::FoundKernelFacts(proto::FoundKernelFacts {
        kernel: id,
        properties: driver.properties(kernel),
        launch_callers,
    }));
}

/// A module from before the injection, known only by its native binary.
fn found_module(module: Handle, device: Option<u32>, native: proto::Binary) -> u64 {
    let classification = aotspy_binfmt::classify_origin(InputFormat::Native, &[], &native);
    let id = next_id();
    MODULES.insert(module as usize, Box::leak(Box::new(id)));
    MODULES_CREATED.fetch_add(1, Ordering::Relaxed);
    outbox::send(Event::Module(proto::Module {
        id,
        device,
        input_format: InputFormat::Native,
        input_kind: proto::BinaryKind::Unknown,
        input_sha256: String::new(),
        input_sha256s: Vec::new(),
        input_bytes: 0,
        input_count: 0,
        origin: classification.origin,
        ar_member: classification.ar_member,
        build_flags: String::new(),
        native_sha256: None,
        native_binary: native,
        callers: Vec::new(),
    }));
    id
}
/// Every live command list we know, immediate or regular. A launch on a list not in the map
/// (created before the preload was engaged, or by a path it does not hook) counts at append.
static LISTS: HandleMap<ListRecord> = HandleMap::new();
/// A direct-mapped cache in front of `LISTS`: per bucket, one live list, so that a launch
/// usually finds its list here with one load and one compare. Empty buckets point at `NO_LIST`
/// rather than null, which saves the launch path a branch (they start null, and
/// `prepare_caches` points them at `NO_LIST` before any hook can be installed). Rebuilt when a
/// list goes away.
const LIST_BUCKETS: usize = 4096;
static LIST_CACHE: [AtomicPtr<ListRecord>; LIST_BUCKETS] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; LIST_BUCKETS];
/// Serializes cache updates with the list map's, so no live list is ever lost from either.
static LIST_WRITES: Mutex<()> = Mutex::new(());

#[inline(always)]
fn list_bucket(list: usize) -> &'static AtomicPtr<ListRecord> {
    &LIST_CACHE[(list >> 4) % LIST_BUCKETS]
}

/// The record of a regular list; `None` for an immediate or unknown one.
#[inline(always)]
fn regular_list(list: Handle) -> Option<&'static ListRecord> {
    list_record::<false>(list).filter(|record| !record.immediate)
}

/// `regular_list` for a list being executed, which is therefore regular.
#[inline(always)]
fn executed_list(list: Handle) -> Option<&'static ListRecord> {
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

fn empty_list_bucket() -> *mut ListRecord {
    &NO_LIST as *const ListRecord as *mut ListRecord
}

/// A list an injected library has not seen created, at first sight: it gets a record that
/// says whether it is immediate (asked of the driver; a list being executed is regular), so
/// that later launches find it in the cache. A regular one was created before the injection.
#[cold]
#[inline(never)]
fn classify_list(list: Handle, executed: bool) -> Option<&'static ListRecord> {
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

fn rebuild_list_cache() {
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

static MODULES: HandleMap<u64> = HandleMap::new();
/// Every kernel ever created, in creation order, for the periodic flush of counts.
static ALL_KERNELS: Mutex<Vec<&'static KernelRecord>> = Mutex::new(Vec::new());
static NEXT_ID: AtomicU64 = AtomicU64::new(1);
static MODULES_CREATED: AtomicU64 = AtomicU64::new(0);

/// A new kernel's record, in the counters file where it can be. Its slot is described in the
/// descriptions file before it is taken (one write), so a kill before the stream's `Kernel` or
/// `FoundKernel` event went out still leaves the name on disk beside the count.
fn new_kernel_record(
    kernel: Handle,
    description: &proto::descriptions::KernelDescription,
) -> &'static KernelRecord {
    durable::allocate(
        KernelRecord {
            handle: kernel as usize,
            id: description.id,
            dispatches: AtomicU64::new(0),
            sample_countdown: AtomicU32::new(1),
            sampled_launch: AtomicU32::new(0),
        },
        description,
    )
}

fn next_id() -> u64 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

/// The hot path: two direct-mapped lookups, the call-site countdown and an atomic add (a
/// regular list's run log takes a lock only when the kernel differs from the previous
/// append's). A launch due for a call-site sample leaves it at once for a cold call that
/// counts it the same way and then samples, so nothing stays live across that call.
#[inline(always)]
pub fn launch(list: Handle, kernel: Handle) {
    let kernel = kernel_record(kernel);
    if stacks::sample_due(&kernel.sample_countdown) {
        return launch_sampled(list, kernel);
    }
    count_launch(list, kernel);
}

#[cold]
#[inline(never)]
fn launch_sampled(list: Handle, kernel: &'static KernelRecord) {
    count_launch(list, kernel);
    sample_call_site(kernel);
}

/// Takes and sends a call-site sample of `kernel`, whose countdown just reached zero.
#[cold]
#[inline(never)]
fn sample_call_site(kernel: &'static KernelRecord) {
    // The unknown kernel's countdown reaches zero only after 2^32 launches: not a kernel.
    if kernel.id == 0 {
        return;
    }
    let ordinal = stacks::schedule_next(&kernel.sample_countdown, &kernel.sampled_launch);
    if let Some(sample) = stacks::take(kernel.id, ordinal) {
        if let Some(diagnostic) = stacks::said_once(&sample) {
            outbox::diagnostic(diagnostic);
        }
        outbox::send(Event::CallSite(sample));
    }
}

/// Counts one launch of `kernel` appended to `list`.
#[inline(always)]
fn count_launch(list: Handle, kernel: &'static KernelRecord) {
    // The list's lookup inlined by hand, its miss folded into one cold call that ends the
    // hook's bookkeeping: nothing stays live across it, which keeps the hook's prologue short.
    // SAFETY: buckets hold leaked records or `NO_LIST` (`prepare_caches` ran before any hook
    // was handed out), never null or freed memory.
    let cached = unsafe { &*list_bucket(list as usize).load(Ordering::Acquire) };
    if cached.handle == list as usize {
        cached.append(kernel);
    } else {
        launch_on_uncached_list(list, kernel);
    }
}

#[cold]
#[inline(never)]
fn launch_on_uncached_list(list: Handle, kernel: &'static KernelRecord) {
    // `list_record_uncached` by hand: a list whose bucket holds another list comes here on
    // every launch, so one call less counts.
    let record = match LISTS.get(list as usize) {
        Some(record) => Some(record),
        None if INJECTED.load(Ordering::Relaxed) => classify_list(list, false),
        None => None,
    };
    match record {
        None => {
            kernel.dispatches.fetch_add(1, Ordering::Relaxed);
        }
        Some(list) => list.append(kernel),
    }
}

/// `zeCommandListAppendLaunchMultipleKernelsIndirect`: the real count sits in device memory,
/// so each listed kernel counts once (the upper bound the caller allows is one each).
pub fn launch_multiple(list: Handle, num_kernels: u32, kernels: *const Handle) {
    if kernels.is_null() {
        return;
    }
    // SAFETY: the driver accepted `num_kernels` handles at `kernels`.
    for &kernel in unsafe { std::slice::from_raw_parts(kernels, num_kernels as usize) } {
        launch(list, kernel);
    }
}

/// The record of each driver operation (by [`DriverOperation::index`]): null until the
/// operation's first successful append in this process.
static OPERATIONS: [AtomicPtr<KernelRecord>; DriverOperation::ALL.len()] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; DriverOperation::ALL.len()];
/// Serializes the creation of operation records, so that concurrent first appends make one.
static OPERATION_RECORDS: Mutex<()> = Mutex::new(());

/// An append of a memory or image operation (a fill, a copy) to `list`: counted as a launch of
/// the operation's own record would be, per execution of a regular list, and sampled on the
/// kernels' schedule. The driver may run it as one or more built-in kernels or on a copy
/// engine; what is counted is the append, one per call.
#[inline(always)]
pub fn driver_operation(list: Handle, operation: DriverOperation) {
    // SAFETY: operation records are leaked, never freed.
    match unsafe {
        OPERATIONS[operation.index()]
            .load(Ordering::Acquire)
            .as_ref()
    } {
        Some(record) if !stacks::sample_due(&record.sample_countdown) => count_launch(list, record),
        Some(record) => launch_sampled(list, record),
        None => first_driver_operation(list, operation),
    }
}

#[cold]
#[inline(never)]
fn first_driver_operation(list: Handle, operation: DriverOperation) {
    let record = operation_record(operation);
    if stacks::sample_due(&record.sample_countdown) {
        launch_sampled(list, record);
    } else {
        count_launch(list, record);
    }
}

/// The record of `operation`, made at its first append: described (in the descriptions file
/// and the stream) before it is visible to the flush, as a kernel's is.
fn operation_record(operation: DriverOperation) -> &'static KernelRecord {
    let _creating = OPERATION_RECORDS.lock().unwrap_or_else(|e| e.into_inner());
    let slot = &OPERATIONS[operation.index()];
    // SAFETY: as in `driver_operation`.
    if let Some(record) = unsafe { slot.load(Ordering::Acquire).as_ref() } {
        return record;
    }
    outbox::engage();
    let description = proto::descriptions::KernelDescription {
        id: next_id(),
        module: None,
        device: None,
        found: false,
        name: operation.function().to_owned(),
        operation: Some(operation),
    };
    // Handle 0 is no kernel's: the record never enters the kernel caches.
    let record = new_kernel_record(std::ptr::null_mut(), &description);
    outbox::send(Event::DriverOperation(proto::DriverOperationRecord {
        id: record.id,
        operation,
    }));
    ALL_KERNELS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(record);
    slot.store(record as *const _ as *mut _, Ordering::Release);
    record
}

/// Whether `record` counts a driver operation rather than a kernel.
fn is_operation(record: &KernelRecord) -> bool {
    OPERATIONS
        .iter()
        .any(|slot| std::ptr::eq(slot.load(Ordering::Relaxed), record))
}

pub fn execute(num_lists: u32, lists: *const Handle) {
    if lists.is_null() {
        return;
    }
    // SAFETY: the driver accepted `num_lists` handles at `lists`.
    for &list in unsafe { std::slice::from_raw_parts(lists, num_lists as usize) } {
        match executed_list(list) {
            Some(list) => list.execute(),
            None => {
                unknown_lists().fetch_add(1, Ordering::Relaxed);
            }
        }
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

/// `zeCommandListUpdateMutableCommandKernelsExp`: each command now launches its new kernel.
pub fn command_kernels_updated(
    list: Handle,
    num_kernels: u32,
    commands: *const u64,
    kernels: *const Handle,
) {
    let Some(list) = regular_list(list) else {
        return;
    };
    if commands.is_null() || kernels.is_null() {
        return;
    }
    // SAFETY: the driver accepted `num_kernels` ids and handles.
    let commands = unsafe { std::slice::from_raw_parts(commands, num_kernels as usize) };
    let kernels = unsafe { std::slice::from_raw_parts(kernels, num_kernels as usize) };
    for (&command, &kernel) in commands.iter().zip(kernels) {
        let record = kernel_record(kernel);
        list.set_command_kernel(command, record);
        // A command switched to a kernel launches it as an append would: on the same
        // schedule, the stack that made the switch is its call site (a kernel that only
        // ever runs through updates would have none).
        if stacks::sample_due(&record.sample_countdown) {
            sample_call_site(record);
        }
    }
}

/// `claim` found every hook slot of a function taken.
pub fn entry_left_unhooked() {
    durable_header()
        .map_or(&UNHOOKED_ENTRIES, |h| h.unhooked_entries)
        .fetch_add(1, Ordering::Relaxed);
}

/// What could not be attributed to a kernel, so far.
pub fn unattributed() -> proto::Unattributed {
    let durable = durable_header();
    let sum = |fallback: &AtomicU64, durable: Option<&AtomicU64>| {
        fallback.load(Ordering::Relaxed) + durable.map_or(0, |d| d.load(Ordering::Relaxed))
    };
    proto::Unattributed {
        unknown_kernel_launches: sum(
            &UNKNOWN_KERNEL.dispatches,
            durable.map(|h| &h.unknown_kernel.dispatches),
        ),
        unknown_list_runs: sum(&UNKNOWN_LISTS, durable.map(|h| h.unknown_list_runs)),
        unhooked_entries: sum(&UNHOOKED_ENTRIES, durable.map(|h| h.unhooked_entries)),
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

pub fn kernel_created(module: Handle, desc: *const ffi::KernelDesc, kernel: Handle) {
    // SAFETY: the driver accepted `desc` and its name.
    let name = unsafe { desc.as_ref() }
        .and_then(|d| unsafe { c_string(d.p_kernel_name) })
        .unwrap_or_default();
    // A forked child's first kernel: its own counters file must exist before its first record.
    outbox::engage();
    let module = MODULES.get(module as usize).copied();
    let description = proto::descriptions::KernelDescription {
        id: next_id(),
        module,
        device: None,
        found: false,
        name,
        operation: None,
    };
    let record = new_kernel_record(kernel, &description);
    // The definition is queued before the record is visible to the flush, so the transport
    // never sends counts for a kernel it has not described.
    outbox::send(Event::Kernel(proto::Kernel {
        id: record.id,
        module: module.unwrap_or(0),
        name: description.name,
    }));
    ALL_KERNELS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(record);
    KERNELS.insert(kernel as usize, record);
    kernel_bucket(kernel as usize).store(record as *const _ as *mut _, Ordering::Release);
}

/// Called before the real destroy, like `list_destroyed`.
pub fn kernel_destroyed(kernel: Handle) {
    KERNELS.remove(kernel as usize);
    let bucket = kernel_bucket(kernel as usize);
    // SAFETY: as in `kernel_record`.
    if unsafe { &*bucket.load(Ordering::Acquire) }.handle == kernel as usize {
        bucket.store(empty_kernel_bucket(), Ordering::Release);
    }
}

pub fn module_destroyed(module: Handle) {
    MODULES.remove(module as usize);
}

/// Every lock of the bookkeeping, taken in the order the cold paths nest them (`DEVICES` is
/// held while the transport is asked to send), so that a fork never copies one held by a
/// thread the child will not have.
pub struct Held {
    _identify: MutexGuard<'static, ()>,
    _operation_records: MutexGuard<'static, ()>,
    devices: MutexGuard<'static, Option<HashMap<usize, u32>>>,
    all_kernels: MutexGuard<'static, Vec<&'static KernelRecord>>,
    _list_writes: MutexGuard<'static, ()>,
    lists: MutexGuard<'static, usize>,
    kernels: MutexGuard<'static, usize>,
    modules: MutexGuard<'static, usize>,
}

pub fn hold_for_fork() -> Held {
    Held {
        _identify: IDENTIFY.lock().unwrap_or_else(|e| e.into_inner()),
        _operation_records: OPERATION_RECORDS.lock().unwrap_or_else(|e| e.into_inner()),
        devices: DEVICES.lock().unwrap_or_else(|e| e.into_inner()),
        all_kernels: ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner()),
        _list_writes: LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner()),
        lists: LISTS.hold(),
        kernels: KERNELS.hold(),
        modules: MODULES.hold(),
    }
}

/// In a forked child: the parent's Level Zero objects are not the child's (it must call
/// `zeInit` again), and its capture so far belongs to the parent's stream and counters file.
/// Start empty.
pub fn forget_parent(mut held: Held) {
    DURABLE_HEADER.store(std::ptr::null_mut(), Ordering::Release);
    *held.devices = None;
    NEXT_DEVICE.store(0, Ordering::Relaxed);
    MODULES_CREATED.store(0, Ordering::Relaxed);
    held.all_kernels.clear();
    LISTS.clear(&mut held.lists);
    KERNELS.clear(&mut held.kernels);
    MODULES.clear(&mut held.modules);
    UNKNOWN_KERNEL.dispatches.store(0, Ordering::Relaxed);
    UNKNOWN_LISTS.store(0, Ordering::Relaxed);
    // Each process reports the slots it ran out of; the child's come on top of the parent's.
    UNHOOKED_ENTRIES.store(0, Ordering::Relaxed);
    for bucket in &KERNEL_CACHE {
        bucket.store(empty_kernel_bucket(), Ordering::Relaxed);
    }
    for bucket in &LIST_CACHE {
        bucket.store(empty_list_bucket(), Ordering::Relaxed);
    }
    for slot in &OPERATIONS {
        slot.store(std::ptr::null_mut(), Ordering::Relaxed);
    }
}

/// What one stream has been sent of the counts, so that only changes go out.
#[derive(Default)]
pub struct Sent {
    totals: Vec<u64>,
    unattributed: proto::Unattributed,
}

/// Cumulative counts of kernels `[0, known)` that changed since `sent`, and the unattributed
/// counts if they changed; updates `sent`.
pub fn changes_since(
    known: usize,
    sent: &mut Sent,
) -> (Vec<proto::DispatchTotal>, Option<proto::Unattributed>) {
    let now = unattributed();
    let unattributed = (now != sent.unattributed).then(|| {
        sent.unattributed = now;
        now
    });
    (changed_totals_since(known, &mut sent.totals), unattributed)
}

fn changed_totals_since(known: usize, last_sent: &mut Vec<u64>) -> Vec<proto::DispatchTotal> {
    let kernels = ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner());
    last_sent.resize(known, 0);
    kernels[..known]
        .iter()
        .zip(last_sent.iter_mut())
        .filter_map(|(k, sent)| {
            let now = k.dispatches.load(Ordering::Relaxed);
            (now != *sent).then(|| {
                *sent = now;
                proto::DispatchTotal {
                    kernel: k.id,
                    dispatches: now,
                }
            })
        })
        .collect()
}

/// The process's modules, kernels and their dispatches so far (driver operations left out).
pub fn summary() -> proto::Summary {
    let all = ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner());
    let kernels = all.iter().filter(|k| !is_operation(k));
    proto::Summary {
        modules: MODULES_CREATED.load(Ordering::Relaxed),
        kernels: kernels.clone().count() as u64,
        dispatches: kernels.map(|k| k.dispatches.load(Ordering::Relaxed)).sum(),
    }
}

pub fn kernels_known() -> usize {
    ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner()).len()
}

pub fn module_created(device: Handle, desc: *const ffi::ModuleDesc, module: Handle) {
    // SAFETY: the driver accepted `desc`.
    let Some(desc) = (unsafe { desc.as_ref() }) else {
        return;
    };
    // First, while no lock of ours is held: the unwinder takes the dynamic linker's lock.
    let callers = crate::callers::callers();
    let inputs = unsafe { module_inputs(desc) };
    let native = unsafe { native_binary(module) };
    let input_format = if desc.format == ffi::ZE_MODULE_FORMAT_IL_SPIRV {
        InputFormat::Spirv
    } else {
        InputFormat::Native
    };
    let classification = aotspy_binfmt::classify_origin(input_format, &inputs, &native);
    let id = next_id();
    MODULES.insert(module as usize, Box::leak(Box::new(id)));
    MODULES_CREATED.fetch_add(1, Ordering::Relaxed);
    outbox::send(Event::Module(proto::Module {
        id,
        device: device_id(device),
        input_format,
        input_kind: inputs.first().map_or(proto::BinaryKind::Unknown, |i| {
            aotspy_binfmt::detect_kind(i)
        }),
        input_sha256: aotspy_binfmt::sha256_hex_of_parts(&inputs),
        input_sha256s: match inputs.len() {
            1 => Vec::new(),
            _ => inputs
                .iter()
                .map(|i| aotspy_binfmt::sha256_hex(i))
                .collect(),
        },
        input_bytes: inputs.iter().map(|i| i.len() as u64).sum(),
        input_count: inputs.len() as u32,
        origin: classification.origin,
        ar_member: classification.ar_member,
        build_flags: unsafe { c_string(desc.p_build_flags) }.unwrap_or_default(),
        // The transport thread hashes the binary, off this (the application's) thread.
        native_sha256: None,
        native_binary: native,
        callers,
    }));
}

/// The module's input bytes. SYCL passes its SPIR-V through a `ze_module_program_exp_desc_t`
/// in `pNext` and puts sentinels (`inputSize=1, pInputModule=(void*)1`) in the main
/// descriptor, so the main input is only read when no program descriptor is chained.
unsafe fn module_inputs(desc: &ffi::ModuleDesc) -> Vec<&[u8]> {
    unsafe {
        const MAX_CHAIN: usize = 64;
        let mut next = desc.p_next as *const ffi::BaseDesc;
        for _ in 0..MAX_CHAIN {
            let Some(node) = next.as_ref() else { break };
            if node.stype == ffi::ZE_STRUCTURE_TYPE_MODULE_PROGRAM_EXP_DESC {
                let program = &*(next as *const ffi::ModuleProgramExpDesc);
                if program.input_sizes.is_null() || program.p_input_modules.is_null() {
                    return Vec::new();
                }
                let count = program.count as usize;
                let sizes = std::slice::from_raw_parts(program.input_sizes, count);
                let modules = std::slice::from_raw_parts(program.p_input_modules, count);
                return sizes
                    .iter()
                    .zip(modules)
                    .filter(|(_, p)| !p.is_null())
                    .map(|(&size, &p)| std::slice::from_raw_parts(p, size))
                    .collect();
            }
            next = node.p_next as *const ffi::BaseDesc;
        }
        if desc.p_input_module.is_null() {
            return Vec::new();
        }
        vec![std::slice::from_raw_parts(
            desc.p_input_module,
            desc.input_size,
        )]
    }
}

/// The module's native binary, through the loader.
unsafe fn native_binary(module: Handle) -> proto::Binary {
    crate::loader::get()
        .module_get_native_binary
        .map(|get| unsafe { crate::driver::bytes(get, module) })
        .unwrap_or_default()
}

/// Per-process device ids, described to the collector the first time each device is seen.
static DEVICES: Mutex<Option<HashMap<usize, u32>>> = Mutex::new(None);
static NEXT_DEVICE: AtomicU32 = AtomicU32::new(0);

pub fn device_id(device: Handle) -> Option<u32> {
    if device.is_null() {
        return None;
    }
    let mut devices = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
    let devices = devices.get_or_insert_with(HashMap::new);
    if let Some(&id) = devices.get(&(device as usize)) {
        return Some(id);
    }
    let id = NEXT_DEVICE.fetch_add(1, Ordering::Relaxed);
    devices.insert(device as usize, id);
    outbox::send(Event::Device(unsafe { describe_device(device, id) }));
    Some(id)
}

unsafe fn describe_device(device: Handle, id: u32) -> proto::Device {
    unsafe {
        let mut ip = ffi::DeviceIpVersionExt {
            stype: ffi::ZE_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT,
            p_next: std::ptr::null_mut(),
            ip_version: 0,
        };
        let mut props: ffi::DeviceProperties = std::mem::zeroed();
        props.stype = ffi::ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
        props.p_next = &mut ip as *mut _ as *mut _;
        let ok = crate::loader::get()
            .device_get_properties
            .is_some_and(|get| get(device, &mut props) == ffi::ZE_RESULT_SUCCESS);
        if !ok {
            return proto::Device {
                id,
                name: String::from("unknown"),
                vendor_id: 0,
                device_id: 0,
                ip_version: None,
            };
        }
        props.name[props.name.len() - 1] = 0;
        proto::Device {
            id,
            name: c_string(props.name.as_ptr()).unwrap_or_default(),
            vendor_id: props.vendor_id,
            device_id: props.device_id,
            // A driver that does not know the extension leaves it untouched.
            ip_version: (ip.ip_version != 0).then_some(ip.ip_version),
        }
    }
}

unsafe fn c_string(p: *const c_char) -> Option<String> {
    unsafe { (!p.is_null()).then(|| CStr::from_ptr(p).to_string_lossy().into_owned()) }
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
