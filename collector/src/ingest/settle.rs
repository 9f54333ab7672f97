//! The captures settled, before anything is learnt from them: each process once (its streams
//! merged), every module sent by hash alone given the bytes another process sent, and kernels
//! whose module description was lost counted under the one binary that holds them. What comes
//! out is what the processes said, whole; analysis reads it and never changes it.

use super::capture::ProcessCapture;
use aotspy_binfmt::zebin;
use aotspy_proto::{Binary, FoundIsa, Kernel};
use aotspy_report::{Warning, WarningKind};
use std::collections::{BTreeMap, HashMap};
use std::ops::Deref;

/// Settled captures: readable by everyone, changed by no one (there is no `DerefMut`), so that
/// every analysis of them returns its findings instead of writing them back.
pub struct Settled {
    processes: Vec<ProcessCapture>,
}

impl Deref for Settled {
    type Target = [ProcessCapture];
    fn deref(&self) -> &[ProcessCapture] {
        &self.processes
    }
}

impl Settled {
    #[cfg(test)]
    pub fn into_processes(self) -> Vec<ProcessCapture> {
        self.processes
    }
}

/// Settles `captures`; `warnings` gets what is said of it (a process given twice).
pub fn settle(captures: Vec<ProcessCapture>, warnings: &mut Vec<Warning>) -> Settled {
    let mut processes = dedupe_processes(captures, warnings);
    share_binaries(&mut processes);
    for capture in &mut processes {
        adopt_orphaned_kernels(capture);
    }
    Settled { processes }
}

/// The same process can arrive twice (a run directory and its spool given together): its
/// streams are merged into one capture.
fn dedupe_processes(
    captures: Vec<ProcessCapture>,
    warnings: &mut Vec<Warning>,
) -> Vec<ProcessCapture> {
    // The host is part of a process's name: containers on many nodes of one job often run
    // their workloads with the same small pids, started in the same millisecond.
    let mut by_key: BTreeMap<(u64, u32, String), ProcessCapture> = BTreeMap::new();
    for capture in captures {
        let (pid, start) = capture.key();
        let key = (start, pid, capture.hello.hostname.clone());
        match by_key.get_mut(&key) {
            Some(kept) => {
                let text = format!(
                    "pid {pid} (started at {start} ms) was given more than once; merged its streams \
                     (a process that lost its collector goes on in a spool)"
                );
                let kind = WarningKind::ProcessGivenTwice {
                    pid,
                    start_unix_ms: start,
                };
                warnings.push(Warning::new(kind, text));
                kept.merge(capture);
            }
            None => {
                by_key.insert(key, capture);
            }
        }
    }
    by_key.into_values().collect()
}

/// A module sent by hash alone whose bytes never arrived in its own stream takes them from
/// another process that loaded the same code.
fn share_binaries(captures: &mut [ProcessCapture]) {
    let binaries: HashMap<String, Binary> = captures
        .iter()
        .flat_map(|c| c.modules.values())
        .filter(|m| !m.native_binary.is_empty())
        .filter_map(|m| Some((m.native_sha256.clone()?, m.native_binary.clone())))
        .collect();
    for module in captures.iter_mut().flat_map(|c| c.modules.values_mut()) {
        if module.native_binary.is_empty() {
            if let Some(binary) = module.native_sha256.as_ref().and_then(|s| binaries.get(s)) {
                module.native_binary = binary.clone();
            }
        }
    }
}

/// Kernels known by name alone from the descriptions file, because their module's description
/// was lost (sent into the socket of a collector that then died), that exactly one of the
/// process's captured binaries holds: counted under a module with that binary, and said. A
/// name that two different binaries hold stays name-only: which of them ran is not known.
fn adopt_orphaned_kernels(capture: &mut ProcessCapture) {
    let orphans: Vec<(u64, String)> = capture
        .found_kernels
        .iter()
        .filter(|(id, found)| {
            capture.kernels_from_descriptions.contains(id)
                && found.isa_from == FoundIsa::NameOnly
                && found.module.is_none()
                && !found.name.is_empty()
        })
        .map(|(id, found)| (*id, found.name.clone()))
        .collect();
    if orphans.is_empty() {
        return;
    }
    // Kernel name -> the distinct binaries (by hash) holding it, each with a module of it.
    let mut holders: HashMap<String, BTreeMap<String, u64>> = HashMap::new();
    for module in capture.modules.values() {
        let Some(sha256) = module.native_sha256.as_ref() else {
            continue;
        };
        let Ok(sections) = zebin::text_sections(&module.native_binary) else {
            continue;
        };
        for section in sections {
            if let Some(name) = section.name.strip_prefix(".text.") {
                holders
                    .entry(name.to_owned())
                    .or_default()
                    .entry(sha256.clone())
                    .or_insert(module.id);
            }
        }
    }
    let mut adopted = Vec::new();
    for (id, name) in orphans {
        let Some(binaries) = holders.get(&name).filter(|b| b.len() == 1) else {
            continue;
        };
        let module = *binaries.values().next().expect("one binary");
        capture.found_kernels.remove(&id);
        capture.kernels.insert(
            id,
            Kernel {
                id,
                module,
                name: name.clone(),
            },
        );
        adopted.push(name);
    }
    if !adopted.is_empty() {
        adopted.sort();
        adopted.dedup();
        capture.diagnostics.push(format!(
            "aotspy: kernels whose module description was lost with the collector are counted \
             under the process's only captured binary that has a kernel of their name: {}",
            adopted.join(", ")
        ));
    }
}
