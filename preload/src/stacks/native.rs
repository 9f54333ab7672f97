//! The launching thread's return addresses, with the objects they fall in: the walk of
//! `callers.rs` (libgcc's unwinder, one `dl_iterate_phdr` snapshot), kept frame by frame
//! rather than collapsed to objects. Symbols and lines are the collector's work.

use crate::callers::{Frames, LoadedObjects};
use aotspy_proto::callsite::NativeFrame;

/// Object paths and frames, innermost first, the preload's own frames left out.
pub fn frames() -> (Vec<String>, Vec<NativeFrame>) {
    let walked = Frames::of_this_thread();
    let loaded = LoadedObjects::current();
    let own = loaded.object_of(frames as *const () as usize);
    // (object in `loaded`, its index in `paths`): a stack holds a handful of objects.
    let mut seen: Vec<(usize, u32)> = Vec::new();
    let mut paths = Vec::new();
    let mut native = Vec::new();
    for &ip in walked.ips() {
        // A return address may be one past the call's object (a noreturn call ending it).
        let Some(object) = loaded.object_of(ip - 1) else {
            continue;
        };
        if Some(object) == own {
            continue;
        }
        let index = match seen.iter().find(|(o, _)| *o == object) {
            Some(&(_, index)) => index,
            None => {
                let index = paths.len() as u32;
                paths.push(loaded.name(object));
                seen.push((object, index));
                index
            }
        };
        native.push(NativeFrame {
            object: index,
            address: (ip - loaded.bias(object)) as u64,
        });
    }
    (paths, native)
}
