//! A map from Level Zero handles to records, read lock-free on the launch path.
//!
//! Launch hooks look up a kernel and a command list on every call, so a lookup must cost a few
//! instructions: an open-addressing table of atomics, probed without any lock. Writers (create,
//! destroy: cold paths) serialize on a mutex. A removed handle keeps its slot with a null value,
//! so probing needs no tombstone marker, and a driver that reuses the handle later simply
//! stores a new record in the same slot. Records and retired tables are never freed: a reader
//! may still hold them, and records are kept for the final flush anyway.

use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

const EMPTY: usize = 0;
const INITIAL_BITS: u32 = 10;

struct Slot<T> {
    key: AtomicUsize,
    value: AtomicPtr<T>,
}

struct Table<T> {
    shift: u32,
    mask: usize,
    slots: Box<[Slot<T>]>,
}

impl<T> Table<T> {
    fn with_bits(bits: u32) -> Self {
        let slots = (0..1usize << bits)
            .map(|_| Slot {
                key: AtomicUsize::new(EMPTY),
                value: AtomicPtr::new(std::ptr::null_mut()),
            })
            .collect();
        Table {
            shift: usize::BITS - bits,
            mask: (1 << bits) - 1,
            slots,
        }
    }

    /// The slot holding `key`, or the empty slot where it would go. The load factor stays
    /// under one half, so an empty slot always ends the probe.
    #[inline(always)]
    fn probe(&self, key: usize) -> &Slot<T> {
        let mut i = hash(key) >> self.shift;
        loop {
            // SAFETY: `i` is masked to the table size, a power of two (hash >> shift too).
            let slot = unsafe { self.slots.get_unchecked(i) };
            let k = slot.key.load(Ordering::Acquire);
            if k == key || k == EMPTY {
                return slot;
            }
            i = (i + 1) & self.mask;
        }
    }
}

/// Fibonacci hashing: handles are aligned pointers; the multiply moves their entropy into the
/// high bits, which the tables use.
#[inline(always)]
fn hash(handle: usize) -> usize {
    handle.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

pub struct HandleMap<T: 'static> {
    table: AtomicPtr<Table<T>>,
    /// Occupied slots, live or removed; guards all writes.
    used_slots: Mutex<usize>,
}

impl<T: Sync + 'static> HandleMap<T> {
    pub const fn new() -> Self {
        HandleMap {
            table: AtomicPtr::new(std::ptr::null_mut()),
            used_slots: Mutex::new(0),
        }
    }

    #[inline(always)]
    pub fn get(&self, handle: usize) -> Option<&'static T> {
        // SAFETY: tables are leaked, never freed, once published.
        let table = unsafe { self.table.load(Ordering::Acquire).as_ref() }?;
        Self::lookup(table, handle)
    }

    #[inline(always)]
    fn lookup(table: &'static Table<T>, handle: usize) -> Option<&'static T> {
        let mut i = hash(handle) >> table.shift;
        loop {
            // SAFETY: as in `probe`.
            let slot = unsafe { table.slots.get_unchecked(i) };
            let k = slot.key.load(Ordering::Acquire);
            if k == handle {
                // SAFETY: values are leaked `&'static T` or null. Inserts store the value
                // before the key, so a matching key always comes with its value.
                return unsafe { slot.value.load(Ordering::Acquire).as_ref() };
            }
            if k == EMPTY {
                return None;
            }
            i = (i + 1) & table.mask;
        }
    }

    /// Calls `f` with every live handle (under the writers' lock, so none changes meanwhile).
    pub fn for_each_handle(&self, mut f: impl FnMut(usize)) {
        let _used = self.used_slots.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: as in `get`.
        if let Some(table) = unsafe { self.table.load(Ordering::Acquire).as_ref() } {
            for slot in table.slots.iter() {
                if !slot.value.load(Ordering::Acquire).is_null() {
                    f(slot.key.load(Ordering::Relaxed));
                }
            }
        }
    }

    /// Maps `handle` to `record`, replacing whatever a destroyed handle of the same value had.
    pub fn insert(&self, handle: usize, record: &'static T) {
        if handle == EMPTY {
            return;
        }
        let mut used = self.used_slots.lock().unwrap_or_else(|e| e.into_inner());
        let mut table = self.table.load(Ordering::Acquire);
        // Keep the load factor under one half so probes stay short; grow before inserting.
        if table.is_null() || (*used + 1) * 2 > unsafe { (&*table).slots.len() } {
            table = self.rebuild(table, &mut used);
        }
        // SAFETY: published tables are never freed; writes are serialized by `used_slots`.
        let slot = unsafe { (*table).probe(handle) };
        slot.value
            .store(record as *const T as *mut T, Ordering::Release);
        if slot.key.load(Ordering::Relaxed) == EMPTY {
            *used += 1;
            slot.key.store(handle, Ordering::Release);
        }
    }

    /// Forgets `handle`; lookups return `None` until it is inserted again.
    pub fn remove(&self, handle: usize) {
        if handle == EMPTY {
            return;
        }
        let _used = self.used_slots.lock().unwrap_or_else(|e| e.into_inner());
        let table = self.table.load(Ordering::Acquire);
        if table.is_null() {
            return;
        }
        // SAFETY: as in `insert`.
        let slot = unsafe { (*table).probe(handle) };
        if slot.key.load(Ordering::Relaxed) == handle {
            slot.value.store(std::ptr::null_mut(), Ordering::Release);
        }
    }

    /// Holds the writers' lock, for `fork`: no writer is then half-way through a change.
    pub fn hold(&self) -> MutexGuard<'_, usize> {
        self.used_slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Forgets every entry; `held` is this map's `hold()`. The table is leaked like any
    /// retired one.
    pub fn clear(&self, held: &mut MutexGuard<'_, usize>) {
        **held = 0;
        self.table.store(std::ptr::null_mut(), Ordering::Release);
    }

    /// Copies live entries into a table sized for them and publishes it. The old one is leaked
    /// because a concurrent reader may still be probing it.
    fn rebuild(&self, old: *mut Table<T>, used: &mut usize) -> *mut Table<T> {
        let live: Vec<(usize, *mut T)> = if old.is_null() {
            Vec::new()
        } else {
            // SAFETY: as in `insert`.
            unsafe { &*old }
                .slots
                .iter()
                .filter_map(|s| {
                    let v = s.value.load(Ordering::Acquire);
                    (!v.is_null()).then(|| (s.key.load(Ordering::Relaxed), v))
                })
                .collect()
        };
        let mut bits = INITIAL_BITS;
        while (live.len() + 1) * 4 > 1usize << bits {
            bits += 1;
        }
        let table = Table::with_bits(bits);
        for &(key, value) in &live {
            let slot = table.probe(key);
            slot.value.store(value, Ordering::Relaxed);
            slot.key.store(key, Ordering::Relaxed);
        }
        *used = live.len();
        let table = Box::into_raw(Box::new(table));
        self.table.store(table, Ordering::Release);
        table
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leak(v: u64) -> &'static u64 {
        Box::leak(Box::new(v))
    }

    #[test]
    fn insert_get_remove_reuse() {
        let map = HandleMap::<u64>::new();
        assert_eq!(map.get(0x1000), None);
        map.insert(0x1000, leak(1));
        assert_eq!(map.get(0x1000), Some(&1));
        map.remove(0x1000);
        assert_eq!(map.get(0x1000), None);
        map.insert(0x1000, leak(2));
        assert_eq!(map.get(0x1000), Some(&2));
    }

    #[test]
    fn grows_and_keeps_live_entries_only() {
        let map = HandleMap::<u64>::new();
        for i in 1..=20_000u64 {
            map.insert((i * 64) as usize, leak(i));
            if i % 3 == 0 {
                map.remove((i * 64) as usize);
            }
        }
        for i in 1..=20_000u64 {
            let expect = (i % 3 != 0).then_some(i);
            assert_eq!(map.get((i * 64) as usize).copied(), expect, "handle {i}");
        }
    }

    #[test]
    fn concurrent_readers_and_writers() {
        static MAP: HandleMap<u64> = HandleMap::new();
        std::thread::scope(|s| {
            for t in 0..4u64 {
                s.spawn(move || {
                    for i in 1..5_000u64 {
                        let h = ((t << 32) | i) as usize * 16;
                        MAP.insert(h, leak(i));
                        assert_eq!(MAP.get(h), Some(&i));
                    }
                });
            }
        });
    }
}
