//! The origin of a kernel created before aotspy was injected whose module never came (its raw
//! ISA did, or only its name): from the device images of the process's mapped files that hold a
//! kernel of its name. A native image for its device says the library shipped its code (`aot`);
//! SPIR-V alone says the driver compiled it at run time (`jit`), as oneMKL's and dpnp's SYCL
//! kernels are. The result goes into each capture's `name_origins`, for the report.

use crate::analysis::device::{device_info, recorded_ocloc_device};
use crate::analysis::provenance::{named_images, serves_device, source_files, NamedImage};
use crate::ingest::capture::{NameMatch, NameOrigin, ProcessCapture};
use aotspy_proto::FoundIsa;
use aotspy_report::Origin;
use rayon::prelude::*;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;

/// Found kernels of `capture` with no module to tell their origin: by id, with their name.
fn moduleless(capture: &ProcessCapture) -> Vec<(u64, &str, Option<u32>)> {
    capture
        .found_kernels
        .values()
        .filter(|found| !found.name.is_empty())
        .filter(|found| match found.isa_from {
            FoundIsa::ModuleBinary => false,
            FoundIsa::KernelBinary => true,
            FoundIsa::NameOnly => !matches!(
                capture.name_matches.get(&found.id),
                Some(NameMatch::Image { .. })
            ),
        })
        .map(|found| (found.id, found.name.as_str(), found.device))
        .collect()
}

/// Fills `name_origins` of every capture (after `provenance::match_names`, whose matches give a
/// module, and with it an origin, already). Each mapped file is read once, in parallel.
pub fn match_origins(captures: &mut [ProcessCapture]) {
    let names: HashSet<String> = captures
        .iter()
        .flat_map(|c| {
            moduleless(c)
                .into_iter()
                .map(|(_, name, _)| name.to_owned())
        })
        .collect();
    if names.is_empty() {
        return;
    }
    let files: BTreeSet<String> = captures
        .iter()
        .filter(|c| !moduleless(c).is_empty())
        .flat_map(|c| source_files(&c.mapped_files).map(str::to_owned))
        .collect();
    let images: HashMap<String, Vec<NamedImage>> = files
        .par_iter()
        .map(|file| (file.clone(), named_images(Path::new(file), &names)))
        .collect();
    for capture in captures.iter_mut() {
        let mut origins = Vec::new();
        for (kernel, name, device) in moduleless(capture) {
            let device_name = device_info(capture, device)
                .as_ref()
                .and_then(recorded_ocloc_device);
            let holding: Vec<&NamedImage> = source_files(&capture.mapped_files)
                .flat_map(|file| images.get(file).into_iter().flatten())
                .filter(|image| image.kernels.iter().any(|k| k == name))
                .collect();
            let native: Vec<&&NamedImage> = holding
                .iter()
                .filter(|image| image.zebin.is_some())
                .filter(|image| {
                    device_name
                        .as_deref()
                        .is_none_or(|d| serves_device(&image.devices, d))
                })
                .collect();
            let spirv: Vec<&&NamedImage> = holding
                .iter()
                .filter(|image| image.zebin.is_none())
                .collect();
            let (origin, found_in) = if !native.is_empty() {
                (Origin::Aot, native)
            } else if !spirv.is_empty() {
                (Origin::Jit, spirv)
            } else {
                continue;
            };
            let files: BTreeSet<String> = found_in
                .iter()
                .map(|image| image.source.file.clone())
                .collect();
            origins.push((
                kernel,
                NameOrigin {
                    origin,
                    files: files.into_iter().collect(),
                },
            ));
        }
        capture.name_origins.extend(origins);
    }
}
