//! Locking shared by the collector's threads.

use std::sync::{Mutex, MutexGuard};

/// Locks `mutex`, poisoned or not: poisoning only means another thread panicked while holding
/// it, and what it guards (captures, queues, results) is still worth reporting.
pub fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
