//! Kernels of an injected process known by name alone, or by raw ISA with no module: what the
//! device images of its mapped files (and, for `aotspy attach`, its memory) say of them. A
//! name-only kernel held by exactly one native image for its device gets that image as its
//! module ([`NameMatch::Image`]), or the reason it has none; a kernel with no module gets the
//! origin the images holding its name give ([`NameOrigin`]: a native image says the library
//! shipped its code, `aot`; SPIR-V alone that the driver compiled it at run time, `jit`, as
//! oneMKL's and dpnp's SYCL kernels are).
//!
//! A function of the settled captures: [`find`] returns its findings and changes nothing. Each
//! file is read once, whole, with every compressed frame decoded, for both questions: this
//! runs only for such kernels.

use crate::analysis::device::{device_info, recorded_ocloc_device, serves_device};
use crate::analysis::mapped_sources::source_files;
use crate::ingest::capture::ProcessCapture;
use crate::sys::mapped::MappedFile;
use aotspy_binfmt::scan::{self, ScanOptions};
use aotspy_binfmt::sha256_hex;
use aotspy_proto::{FoundIsa, Module};
use aotspy_report::{Matched, ModuleSource, Note, NoteKind, Origin};
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::Path;

/// A kernel known only by its name, matched against the device images of the process's mapped
/// files.
#[derive(Debug, Clone, PartialEq)]
pub enum NameMatch {
    /// Exactly one native image for the kernel's device holds a kernel of that name: it is
    /// the module `module` of [`ProcessNames::modules`].
    Image {
        module: u64,
        source: ModuleSource,
        /// Found in the process's memory (`memory://PID`), not in a mapped file.
        in_memory: bool,
    },
    /// No ASM: why not (only SPIR-V holds the name, no image does, several do, ...), as the
    /// kernel's note says it after `no ASM: `.
    NoImage(Note),
}

/// What a found kernel's name matched in the images of the mapped files.
#[derive(Debug, Clone, PartialEq)]
pub struct NameOrigin {
    pub origin: Origin,
    /// The files whose images hold the name.
    pub files: Vec<String>,
}

/// What [`find`] found for one process.
#[derive(Debug, Default)]
pub struct ProcessNames {
    /// Each name-only kernel's match, by kernel id.
    pub matches: BTreeMap<u64, NameMatch>,
    /// Each kernel without a module whose name an image holds: the origin that gives; by
    /// kernel id.
    pub origins: BTreeMap<u64, NameOrigin>,
    /// The images matched, as modules of the process, under ids its own modules do not use.
    pub modules: BTreeMap<u64, Module>,
}

/// Nothing found: the findings of a process no kernel of which was looked for.
static NOTHING: ProcessNames = ProcessNames {
    matches: BTreeMap::new(),
    origins: BTreeMap::new(),
    modules: BTreeMap::new(),
};

/// What [`find`] found, for each settled process by its index.
#[derive(Debug, Default)]
pub struct NameFindings {
    processes: Vec<ProcessNames>,
}

impl NameFindings {
    /// The findings for the settled process at `index`.
    pub fn of(&self, index: usize) -> &ProcessNames {
        self.processes.get(index).unwrap_or(&NOTHING)
    }

    /// The findings of each process, in the settled order (for tests that make them).
    #[cfg(test)]
    pub fn from_processes(processes: Vec<ProcessNames>) -> NameFindings {
        NameFindings { processes }
    }
}

/// Every module of `capture`: its own, then the images matched to its name-only kernels.
pub fn modules_of<'a>(
    capture: &'a ProcessCapture,
    names: &'a ProcessNames,
) -> impl Iterator<Item = (&'a u64, &'a Module)> {
    capture.modules.iter().chain(names.modules.iter())
}

/// Found kernels of `capture` known by name alone: by id, with their name and device.
fn name_only(capture: &ProcessCapture) -> impl Iterator<Item = (u64, &str, Option<u32>)> {
    capture
        .found_kernels
        .values()
        .filter(|found| found.isa_from == FoundIsa::NameOnly)
        .map(|found| (found.id, found.name.as_str(), found.device))
}

/// Found kernels of `capture` with a name but no module to tell their origin by (before the
/// name matches): raw ISA, or a name alone.
fn moduleless(capture: &ProcessCapture) -> impl Iterator<Item = (u64, &str, Option<u32>)> {
    capture
        .found_kernels
        .values()
        .filter(|found| !found.name.is_empty() && found.isa_from != FoundIsa::ModuleBinary)
        .map(|found| (found.id, found.name.as_str(), found.device))
}

/// Matches the names of every settled process's kernels known by name alone or with no
/// module against the images of its mapped files (see the module's documentation). The files
/// of all processes are read once each, in parallel.
pub fn find(captures: &[ProcessCapture]) -> NameFindings {
    let wanted = |c: &ProcessCapture| -> Vec<String> {
        let names = name_only(c).chain(moduleless(c)).map(|(_, name, _)| name);
        names
            .filter(|name| !name.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let names: HashSet<String> = captures.iter().flat_map(wanted).collect();
    if names.is_empty() {
        return NameFindings::default();
    }
    let files: BTreeSet<&str> = captures
        .iter()
        .filter(|c| name_only(c).next().is_some() || moduleless(c).next().is_some())
        .flat_map(|c| source_files(&c.mapped_files))
        .collect();
    let images: HashMap<String, Vec<NamedImage>> = files
        .par_iter()
        .map(|&file| (file.to_owned(), named_images(Path::new(file), &names)))
        .collect();
    NameFindings {
        processes: captures
            .iter()
            .map(|capture| {
                let mut found = ProcessNames::default();
                match_capture_names(capture, &images, &mut found);
                found.origins = name_origins(capture, &images, &found.matches);
                found
            })
            .collect(),
    }
}

/// Says, for each name-only kernel of `capture`, which image holds it or why none can be told
/// (in `found.matches`), adding each image found to `found.modules`.
fn match_capture_names(
    capture: &ProcessCapture,
    images: &HashMap<String, Vec<NamedImage>>,
    found: &mut ProcessNames,
) {
    let pid = capture.hello.pid;
    let searched = Searched {
        files: source_files(&capture.mapped_files).collect(),
        images,
        in_memory: capture
            .memory_images
            .iter()
            .flat_map(|found| &found.zebins)
            .map(|zebin| memory_image(pid, zebin))
            .collect(),
        memory_text: memory_search_text(capture.memory_images.as_ref()),
    };
    let mut added: HashMap<String, u64> = HashMap::new();
    for (kernel, name, device) in name_only(capture) {
        let device_name = device_info(capture, device)
            .as_ref()
            .and_then(recorded_ocloc_device);
        let images = searched.kernel_images(name, device_name.as_deref());
        let outcome = match images.only_one() {
            Some((sha256, image)) => NameMatch::Image {
                module: *added.entry(sha256.clone()).or_insert_with(|| {
                    add_module(&capture.modules, &mut found.modules, sha256, image, device)
                }),
                source: image.source.clone(),
                in_memory: images.in_memory,
            },
            None => searched.why_no_image(&images, device_name.as_deref()),
        };
        found.matches.insert(kernel, outcome);
    }
}

/// The origin the images of the mapped files give each kernel of `capture` that has no module
/// (its name matched none in `matches`, or it came as raw ISA).
fn name_origins(
    capture: &ProcessCapture,
    images: &HashMap<String, Vec<NamedImage>>,
    matches: &BTreeMap<u64, NameMatch>,
) -> BTreeMap<u64, NameOrigin> {
    let mut origins = BTreeMap::new();
    let unmatched = moduleless(capture)
        .filter(|(id, _, _)| !matches!(matches.get(id), Some(NameMatch::Image { .. })));
    for (kernel, name, device) in unmatched {
        let device_name = device_info(capture, device)
            .as_ref()
            .and_then(recorded_ocloc_device);
        let holding: Vec<&NamedImage> = source_files(&capture.mapped_files)
            .flat_map(|file| images.get(file).into_iter().flatten())
            .filter(|image| image.kernels.iter().any(|k| k == name))
            .collect();
        let (native, spirv): (Vec<&NamedImage>, Vec<&NamedImage>) =
            holding.into_iter().partition(|image| image.zebin.is_some());
        let native: Vec<&NamedImage> = native
            .into_iter()
            .filter(|image| {
                device_name
                    .as_deref()
                    .is_none_or(|d| serves_device(&image.devices, d))
            })
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
        origins.insert(
            kernel,
            NameOrigin {
                origin,
                files: files.into_iter().collect(),
            },
        );
    }
    origins
}

/// An image holding at least one of the wanted kernel names.
struct NamedImage {
    source: ModuleSource,
    kernels: Vec<String>,
    /// ocloc device names it is for (empty for SPIR-V).
    devices: Vec<String>,
    /// The zebin's bytes; `None` for SPIR-V.
    zebin: Option<Vec<u8>>,
}

/// The images of `path` with a kernel named in `names`; none for what holds no device code.
fn named_images(path: &Path, names: &HashSet<String>) -> Vec<NamedImage> {
    let Ok(map) = MappedFile::open(path) else {
        return Vec::new();
    };
    if !aotspy_binfmt::could_hold_device_code(&map[..map.len().min(8)]) {
        return Vec::new();
    }
    let options = ScanOptions {
        read_kernels: true,
        only_data_sections: true,
        ..ScanOptions::default()
    };
    let found = scan::scan(&map, &options);
    if map.intact().is_err() {
        return Vec::new();
    }
    found
        .images
        .iter()
        .filter(|image| image.kernel_names().iter().any(|k| names.contains(*k)))
        .map(|image| {
            let native = image.format() == scan::Layer::Zebin;
            NamedImage {
                source: ModuleSource {
                    file: path.display().to_string(),
                    section: image.section.clone(),
                    offset: image.offset,
                    nesting: image.nesting_text(),
                    matched: if native {
                        Matched::Native
                    } else {
                        Matched::Input
                    },
                    target: image.target.clone(),
                    ar_member: image.ar_member.clone(),
                    input: None,
                },
                kernels: image.kernel_names().iter().map(|&k| k.to_owned()).collect(),
                devices: image.devices(),
                zebin: native.then(|| image.bytes.to_vec()),
            }
        })
        .collect()
}

/// A zebin found at `zebin.address` in the memory of process `pid`, as a named image whose
/// file is `memory://PID` and offset its address.
fn memory_image(pid: u32, zebin: &aotspy_binfmt::memory::MemoryZebin) -> NamedImage {
    NamedImage {
        source: ModuleSource {
            file: format!("memory://{pid}"),
            section: None,
            offset: zebin.address,
            nesting: "zebin".into(),
            matched: Matched::Native,
            target: None,
            ar_member: None,
            input: None,
        },
        kernels: zebin.kernels.clone(),
        devices: zebin.devices.clone(),
        zebin: Some(zebin.bytes.clone()),
    }
}

/// Where the images of one process's name-only kernels were looked for.
struct Searched<'i> {
    /// The files it had mapped.
    files: Vec<&'i str>,
    /// The images with a wanted kernel name, by file.
    images: &'i HashMap<String, Vec<NamedImage>>,
    /// The zebins found in its memory, if it was searched.
    in_memory: Vec<NamedImage>,
    /// What the memory search covered, to end a sentence saying nothing was found.
    memory_text: String,
}

/// The images that hold one name-only kernel, and which of them it may run.
struct KernelImages<'s> {
    /// Native images in the mapped files that hold it.
    native: Vec<&'s NamedImage>,
    /// SPIR-V modules in the mapped files that hold it.
    spirv: Vec<&'s NamedImage>,
    /// Those of `native` for the kernel's device.
    for_device: Vec<&'s NamedImage>,
    /// The images it may run, by hash: those of `for_device`, else the zebins for its device
    /// found in the process's memory.
    distinct: BTreeMap<String, &'s NamedImage>,
    /// No mapped file holds one for its device, and the memory was searched.
    in_memory: bool,
}

impl KernelImages<'_> {
    /// The image it runs, with its hash, when exactly one may be it.
    fn only_one(&self) -> Option<(&String, &NamedImage)> {
        let mut distinct = self.distinct.iter();
        match (distinct.next(), distinct.next()) {
            (Some((sha256, image)), None) => Some((sha256, *image)),
            _ => None,
        }
    }
}

impl Searched<'_> {
    /// The images holding the kernel `name` of `device` (an ocloc device name; `None`: any).
    fn kernel_images<'s>(&'s self, name: &str, device: Option<&str>) -> KernelImages<'s> {
        let holds = |image: &&NamedImage| image.kernels.iter().any(|k| k == name);
        let for_the_device =
            |image: &&NamedImage| device.is_none_or(|d| serves_device(&image.devices, d));
        let holding: Vec<&NamedImage> = self
            .files
            .iter()
            .flat_map(|file| self.images.get(*file).into_iter().flatten())
            .filter(holds)
            .collect();
        let (native, spirv): (Vec<&NamedImage>, Vec<&NamedImage>) =
            holding.into_iter().partition(|image| image.zebin.is_some());
        let for_device: Vec<&NamedImage> = native.iter().copied().filter(for_the_device).collect();
        let mut distinct = distinct_by_hash(&for_device);
        // No mapped file has it: the zebins found in the process's memory, if searched.
        let in_memory = distinct.is_empty() && !self.in_memory.is_empty();
        if distinct.is_empty() {
            let from_memory: Vec<&NamedImage> = self
                .in_memory
                .iter()
                .filter(holds)
                .filter(for_the_device)
                .collect();
            distinct = distinct_by_hash(&from_memory);
        }
        KernelImages {
            native,
            spirv,
            for_device,
            distinct,
            in_memory,
        }
    }

    /// Why none of `found` can be told to be the image a kernel of `device` runs.
    fn why_no_image(&self, found: &KernelImages, device: Option<&str>) -> NameMatch {
        let device_text = device.unwrap_or("its device (unknown)");
        NameMatch::NoImage(if self.files.is_empty() && found.distinct.is_empty() {
            Note::new(
                NoteKind::NameNoMappedFiles,
                "created before aotspy was injected, the driver gives only its name, and the \
                 process reported no mapped files to look for it in",
            )
        } else if found.distinct.len() > 1 {
            let kind = NoteKind::NameInSeveralImages {
                images: found.distinct.len(),
            };
            let text = format!(
                "created before aotspy was injected and the driver gives only its name; {} \
                 different native images for {device_text} hold a kernel of that name (in {}), \
                 and which one the process runs is not known",
                found.distinct.len(),
                files_of(&found.for_device)
            );
            Note::new(kind, text)
        } else if !found.native.is_empty() {
            let text = format!(
                "created before aotspy was injected and the driver gives only its name; only \
                 native images for other devices than {device_text} hold a kernel of that name \
                 (in {})",
                files_of(&found.native)
            );
            Note::new(NoteKind::NameOnlyForOtherDevices, text)
        } else if !found.spirv.is_empty() {
            let text = format!(
                "created before aotspy was injected and the driver gives only its name; only \
                 SPIR-V holds a kernel of that name (in {}): the driver compiled it at run time, \
                 so the code it runs is in no file",
                files_of(&found.spirv)
            );
            Note::new(NoteKind::NameOnlyInSpirv, text)
        } else {
            let text = format!(
                "created before aotspy was injected and the driver gives only its name; no \
                 device image in the process's {} mapped files holds a kernel of that name{}",
                self.files.len(),
                self.memory_text
            );
            Note::new(NoteKind::NameInNoImage, text)
        })
    }
}

/// What a search of a process's memory covered, as the end of a sentence saying no mapped file
/// holds a kernel; empty when the memory was not searched.
fn memory_search_text(found: Option<&aotspy_binfmt::memory::MemoryScan>) -> String {
    match found {
        None => String::new(),
        Some(found) => format!(
            ", nor does any zebin in the {} bytes of its heap and anonymous memory searched{}",
            found.bytes_read,
            if found.skipped.is_empty() {
                String::new()
            } else {
                format!(" (not searched: {})", found.skipped.join("; "))
            }
        ),
    }
}

/// The native images among `images` by hash: the same image in two files (or twice in one)
/// is one image.
fn distinct_by_hash<'s>(images: &[&'s NamedImage]) -> BTreeMap<String, &'s NamedImage> {
    let mut distinct = BTreeMap::new();
    for image in images {
        let bytes = image.zebin.as_deref().unwrap_or_default();
        distinct.entry(sha256_hex(bytes)).or_insert(*image);
    }
    distinct
}

/// The files holding `images`, in name order.
fn files_of(images: &[&NamedImage]) -> String {
    let files: BTreeSet<&str> = images.iter().map(|i| i.source.file.as_str()).collect();
    files.into_iter().collect::<Vec<_>>().join(", ")
}

/// Adds the native image of hash `sha256` to `added`, as a module of `device` under an id
/// neither the process's `own` modules nor those added before have; returns that id.
fn add_module(
    own: &BTreeMap<u64, Module>,
    added: &mut BTreeMap<u64, Module>,
    sha256: &str,
    image: &NamedImage,
    device: Option<u32>,
) -> u64 {
    let module = free_module_id(own, added);
    let bytes = image.zebin.clone().unwrap_or_default();
    added.insert(
        module,
        Module {
            id: module,
            device,
            input_format: aotspy_proto::InputFormat::Native,
            input_kind: aotspy_proto::BinaryKind::Zebin,
            input_sha256: sha256.to_owned(),
            input_sha256s: Vec::new(),
            input_bytes: bytes.len() as u64,
            input_count: 1,
            // Not a capture: the model takes the origin of a module known only through such
            // kernels from where its bytes were found.
            origin: aotspy_proto::Origin::Aot,
            ar_member: image.source.ar_member.clone(),
            build_flags: String::new(),
            native_sha256: Some(sha256.to_owned()),
            native_binary: aotspy_proto::Binary::from(bytes),
            callers: Vec::new(),
        },
    );
    module
}

/// A module id neither `own` nor `added` has, counting down from the largest: the ids of a
/// matched image's module never meet the process's.
fn free_module_id(own: &BTreeMap<u64, Module>, added: &BTreeMap<u64, Module>) -> u64 {
    (0..=u64::MAX)
        .rev()
        .find(|id| !own.contains_key(id) && !added.contains_key(id))
        .expect("a process has fewer than 2^64 modules")
}
