//! `aotspy extract`: the device images embedded in binaries, their targets and kernels, and their
//! ASM, without running anything. Files are memory-mapped and handed to `binfmt::scan`.

use crate::analysis::analytics;
use crate::analysis::demangle::demangle;
use crate::analysis::disasm::{self, Ocloc, Source, Via};
use crate::cli::ExtractArgs;
use crate::report::select::NamePattern;
use crate::report::views::columns::advice_ids;
use crate::report::views::text::{fold_name, or_dash, shorten};
use crate::sys::files::{ensure_report_dir, safe_file_name, write_replacing, write_replacing_path};
use crate::sys::mapped::MappedFile;
use crate::sys::terminal::printable;
use anyhow::{bail, Context, Result};
use aotspy_binfmt::scan::{self, DeviceImage, Layer, ScanOptions};
use aotspy_binfmt::sha256_hex;
use aotspy_binfmt::zebin::{self, Zebin};
use rayon::prelude::*;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Of `extract --json`'s output: docs/extract.schema.json is its schema.
pub const EXTRACT_SCHEMA_VERSION: u32 = 1;

/// What `extract --json` prints.
#[derive(Serialize, Deserialize, JsonSchema, Debug)]
pub struct ExtractReport {
    /// [`EXTRACT_SCHEMA_VERSION`] of the aotspy that wrote it.
    pub schema_version: u32,
    pub aotspy_version: String,
    pub files: Vec<FileEntry>,
    pub stats: ExtractStats,
    pub warnings: Vec<String>,
    /// Inputs named on the command line that could not be read as what they look like; the
    /// command fails when there are any.
    pub errors: Vec<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Default)]
pub struct ExtractStats {
    pub files_scanned: usize,
    pub bytes_scanned: u64,
    pub images: usize,
    pub zebins: usize,
    pub spirv: usize,
    pub other_images: usize,
    pub kernels: usize,
    pub predicted: usize,
    pub asm_in_process: usize,
    pub ocloc_runs: usize,
    pub asm_cache_hits: usize,
    pub failures: usize,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug)]
pub struct FileEntry {
    pub path: String,
    pub bytes: u64,
    pub images: Vec<ImageEntry>,
    pub warnings: Vec<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug)]
pub struct ImageEntry {
    /// File offset of the image, or of the compressed frame holding it.
    pub offset: u64,
    pub section: Option<String>,
    /// `zstd > ar > zebin`: how it is stored, outermost first.
    pub nesting: String,
    pub format: String,
    pub compressed: bool,
    /// Listed in the host's `.tgtimg` table.
    pub listed: bool,
    pub ar_member: Option<String>,
    /// What its offload wrapper says it is for.
    pub offload_target: Option<String>,
    /// ocloc device names (or IP versions) it is built for; empty for SPIR-V.
    pub devices: Vec<String>,
    /// Product family, gfx core and product config from the zebin's compat note.
    pub compat: Option<Compat>,
    /// Size of the image itself, and of what it occupies in the file.
    pub bytes: usize,
    pub stored_bytes: u64,
    pub sha256: String,
    /// For SPIR-V with --device: what ocloc compiled it to, standing in for the driver's JIT.
    pub predicted: Option<Predicted>,
    pub kernels: Vec<ImageKernel>,
    pub notes: Vec<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug)]
pub struct Compat {
    pub product_family: Option<u32>,
    pub gfx_core: Option<u32>,
    pub product_config: Option<u32>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug)]
pub struct Predicted {
    pub device: String,
    pub sha256: Option<String>,
    pub bytes: Option<usize>,
    pub error: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug)]
pub struct ImageKernel {
    pub name: String,
    pub demangled: String,
    pub simd: Option<u32>,
    pub grf: Option<u32>,
    pub spill_bytes: Option<u64>,
    pub code_bytes: Option<u64>,
    pub instructions: Option<usize>,
    pub asm: Option<String>,
    /// From a predicted (ocloc-compiled) binary rather than one in the file.
    pub predicted: bool,
    /// The advice rules' findings on its ASM (with --disasm), most severe first.
    pub advice: Vec<aotspy_report::Finding>,
    /// Its zeInfo, which the advice rules read beside the ASM.
    #[serde(skip)]
    info: Option<zebin::KernelInfo>,
}

/// An image kept after filtering, with the zebin whose kernels it lists (its own, or the one
/// predicted for SPIR-V).
struct Listed {
    entry: ImageEntry,
    /// The zebin to disassemble (or the SPIR-V to compile into one first).
    native: Option<Native>,
}

/// The binary of a [`Listed`] image that `extract` disassembles, with what is known of it.
struct Native {
    bytes: Vec<u8>,
    /// The ocloc device to disassemble it for.
    device: Option<String>,
    /// `bytes` read as a zebin (none for SPIR-V): disassembly reuses it.
    zebin: Option<Zebin>,
    /// SHA-256 of `bytes`.
    sha256: String,
}

pub fn run(args: ExtractArgs) -> Result<u8> {
    let files = input_files(&args.inputs)?;
    let mut report = ExtractReport {
        schema_version: EXTRACT_SCHEMA_VERSION,
        aotspy_version: env!("CARGO_PKG_VERSION").into(),
        files: Vec::new(),
        stats: ExtractStats::default(),
        warnings: Vec::new(),
        errors: Vec::new(),
    };
    let mut listed: Vec<Vec<Listed>> = Vec::new();
    for (path, explicit) in &files {
        if let Some(entries) = report.scan_file(path, *explicit, &args) {
            listed.push(entries);
        }
    }

    if let Some(device) = &args.device {
        predict(&mut listed, device, &mut report.stats);
    }
    if let Some(dir) = &args.disasm {
        disassemble(&mut listed, dir, &mut report.stats)?;
    }
    for (file, entries) in report.files.iter_mut().zip(listed) {
        file.images = entries.into_iter().map(|l| l.entry).collect();
    }
    report.stats.count_images(&report.files);

    let shown = if args.json {
        serde_json::to_string_pretty(&report).expect("the report serializes") + "\n"
    } else {
        table(&report)
    };
    let _ = std::io::stdout().lock().write_all(shown.as_bytes());
    for file in &report.files {
        for warning in &file.warnings {
            eprintln!(
                "aotspy: warning: {}",
                printable(&format!("{}: {warning}", file.path))
            );
        }
    }
    for warning in &report.warnings {
        eprintln!("aotspy: warning: {}", printable(warning));
    }
    if !report.errors.is_empty() {
        bail!("{}", report.errors.join("\naotspy: error: "));
    }
    Ok(0)
}

impl ExtractReport {
    /// Scans the file at `path` (named on the command line when `explicit`) and adds it to the
    /// report; returns its images that `args` select, or `None` (and an error or warning) when
    /// it could not be read.
    fn scan_file(
        &mut self,
        path: &Path,
        explicit: bool,
        args: &ExtractArgs,
    ) -> Option<Vec<Listed>> {
        let map = match MappedFile::open(path) {
            Ok(map) => map,
            Err(e) => {
                let problem = format!("cannot read {}: {e}", path.display());
                match explicit {
                    true => self.errors.push(problem),
                    false => self.warnings.push(problem),
                }
                return None;
            }
        };
        self.stats.files_scanned += 1;
        self.stats.bytes_scanned += map.len() as u64;
        let options = ScanOptions::default();
        let found = if explicit && starts_like_a_device_binary(&map) {
            // A file given as an image must be one: say why it is not.
            match scan::scan_standalone(&map, &options) {
                Ok(found) => found,
                Err(e) => {
                    self.errors.push(format!("{}: {e}", path.display()));
                    return None;
                }
            }
        } else {
            scan::scan(&map, &options)
        };
        let entries = found
            .images
            .iter()
            .filter_map(|image| select(image, args))
            .collect();
        if let Err(e) = map.intact() {
            let problem = format!("cannot read {}: {e}", path.display());
            match explicit {
                true => self.errors.push(problem),
                false => self.warnings.push(problem),
            }
            return None;
        }
        self.files.push(FileEntry {
            path: path.display().to_string(),
            bytes: map.len() as u64,
            images: Vec::new(),
            warnings: found.warnings,
        });
        Some(entries)
    }
}

impl ExtractStats {
    /// Counts the images of `files` and their kernels.
    fn count_images(&mut self, files: &[FileEntry]) {
        for image in files.iter().flat_map(|f| &f.images) {
            self.images += 1;
            match image.format.as_str() {
                "zebin" => self.zebins += 1,
                "spirv" => self.spirv += 1,
                _ => self.other_images += 1,
            }
            self.kernels += image.kernels.len();
        }
    }
}

/// Whether `bytes` start like a device binary rather than a host file that may embed some.
fn starts_like_a_device_binary(bytes: &[u8]) -> bool {
    use aotspy_binfmt::{detect_kind, BinaryKind};
    matches!(
        detect_kind(bytes),
        BinaryKind::Zebin | BinaryKind::Ar | BinaryKind::Spirv
    ) || bytes.starts_with(&aotspy_binfmt::compressed::ZSTD_MAGIC)
}

/// Regular files to scan, each with whether it was named on the command line. Directories are
/// walked recursively, in name order; symbolic links inside them are not followed.
fn input_files(inputs: &[PathBuf]) -> Result<Vec<(PathBuf, bool)>> {
    let mut files = Vec::new();
    for input in inputs {
        let meta =
            fs::metadata(input).with_context(|| format!("cannot read {}", input.display()))?;
        if meta.is_dir() {
            walk(input, &mut files)?;
        } else {
            files.push((input.clone(), true));
        }
    }
    Ok(files)
}

fn walk(dir: &Path, files: &mut Vec<(PathBuf, bool)>) -> Result<()> {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .with_context(|| format!("cannot list {}", dir.display()))?
        .flatten()
        .collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            walk(&entry.path(), files)?;
        } else if kind.is_file() {
            files.push((entry.path(), false));
        }
    }
    Ok(())
}

/// Applies --device and --kernel; builds the entry of an image that passes.
fn select(image: &DeviceImage, args: &ExtractArgs) -> Option<Listed> {
    let format = image.format();
    let devices = image.devices();
    if let Some(device) = &args.device {
        // SPIR-V serves every device (the driver compiles it); other non-native images none.
        let serves = match format {
            Layer::Zebin => crate::analysis::device::serves_device(&devices, device),
            Layer::Spirv => true,
            _ => false,
        };
        if !serves {
            return None;
        }
    }
    let kernels: Vec<ImageKernel> = match &image.zebin {
        Some(zebin) => zebin_kernels(zebin, false),
        None => image
            .spirv_kernels
            .iter()
            .map(|name| kernel_entry(name, None, false))
            .collect(),
    };
    let kernels = filter_kernels(kernels, args.kernel.as_deref());
    if args.kernel.is_some() && kernels.is_empty() {
        return None;
    }
    let mut notes = Vec::new();
    if format == Layer::LlvmBitcode {
        notes.push("LLVM bitcode: no GPU code until a compiler builds it".into());
    }
    let entry = ImageEntry {
        offset: image.offset,
        section: image.section.clone(),
        nesting: image.nesting_text(),
        format: format.name().into(),
        compressed: image.compressed,
        listed: image.listed,
        ar_member: image.ar_member.clone(),
        offload_target: image.target.clone(),
        compat: image.zebin.as_ref().map(|z| Compat {
            product_family: z.product_family,
            gfx_core: z.gfx_core,
            product_config: z.product_config,
        }),
        devices: devices.clone(),
        bytes: image.bytes.len(),
        stored_bytes: image.stored_bytes,
        sha256: sha256_hex(&image.bytes),
        predicted: None,
        kernels,
        notes,
    };
    let native = match format {
        Layer::Zebin => Some(Native {
            bytes: image.bytes.to_vec(),
            device: image
                .zebin
                .as_ref()
                .and_then(Zebin::ocloc_device)
                .or_else(|| devices.first().cloned())
                .or_else(|| args.device.clone()),
            zebin: image.zebin.clone(),
            sha256: entry.sha256.clone(),
        }),
        // Keep the SPIR-V until it is compiled.
        Layer::Spirv if args.device.is_some() => Some(Native {
            bytes: image.bytes.to_vec(),
            device: None,
            zebin: None,
            sha256: entry.sha256.clone(),
        }),
        _ => None,
    };
    Some(Listed { entry, native })
}

fn kernel_entry(name: &str, info: Option<&zebin::KernelInfo>, predicted: bool) -> ImageKernel {
    ImageKernel {
        name: name.to_owned(),
        demangled: demangle(name),
        simd: info.and_then(|k| k.simd_size),
        grf: info.and_then(|k| k.grf_count),
        spill_bytes: info.and_then(|k| k.spill_bytes),
        code_bytes: info.map(|k| k.code_bytes),
        instructions: None,
        asm: None,
        predicted,
        advice: Vec::new(),
        info: info.cloned(),
    }
}

/// zeInfo may describe the program's shared-function holder as a kernel; it is none.
const FUNCTIONS_PSEUDO_KERNEL: &str = "Intel_Symbol_Table_Void_Program";

fn zebin_kernels(zebin: &Zebin, predicted: bool) -> Vec<ImageKernel> {
    zebin
        .kernels
        .iter()
        .filter(|k| k.name != FUNCTIONS_PSEUDO_KERNEL)
        .map(|k| kernel_entry(&k.name, Some(k), predicted))
        .collect()
}

fn filter_kernels(kernels: Vec<ImageKernel>, pattern: Option<&str>) -> Vec<ImageKernel> {
    let Some(pattern) = pattern else {
        return kernels;
    };
    let pattern = NamePattern::new(pattern);
    kernels
        .into_iter()
        .filter(|k| pattern.matches(&k.name) || pattern.matches(&k.demangled))
        .collect()
}

/// Compiles each listed SPIR-V image for `device` with ocloc, as the driver's JIT would, and
/// lists the kernels of the result.
fn predict(listed: &mut [Vec<Listed>], device: &str, stats: &mut ExtractStats) {
    let spirv: Vec<(usize, usize, Vec<u8>)> = listed
        .iter()
        .enumerate()
        .flat_map(|(f, images)| {
            images.iter().enumerate().filter_map(move |(i, l)| {
                let native = l.native.as_ref()?;
                (l.entry.format == "spirv").then(|| (f, i, native.bytes.clone()))
            })
        })
        .collect();
    if spirv.is_empty() {
        return;
    }
    let cache = disasm::cache_root()
        .ok()
        .and_then(|asm| Some(asm.parent()?.join("predicted")));
    let ocloc = Ocloc::locate();
    let results: Vec<_> = spirv
        .par_iter()
        .map(|(_, _, bytes)| compile_spirv(bytes, device, ocloc.as_ref(), cache.as_deref()))
        .collect();
    for ((f, i, _), result) in spirv.iter().zip(results) {
        let listed = &mut listed[*f][*i];
        let predicted = match result {
            Ok(native) => {
                let parsed = zebin::parse(&native);
                let sha256 = sha256_hex(&native);
                let mut predicted = Predicted {
                    device: device.to_owned(),
                    sha256: Some(sha256.clone()),
                    bytes: Some(native.len()),
                    error: None,
                };
                match parsed {
                    Ok(zebin) => {
                        // Keep the kernel filter: the compiled binary lists the same entry points.
                        let wanted: Vec<String> = listed
                            .entry
                            .kernels
                            .iter()
                            .map(|k| k.name.clone())
                            .collect();
                        listed.entry.kernels = zebin_kernels(&zebin, true)
                            .into_iter()
                            .filter(|k| wanted.contains(&k.name))
                            .collect();
                        listed.native = Some(Native {
                            bytes: native,
                            device: zebin.ocloc_device().or(Some(device.to_owned())),
                            zebin: Some(zebin),
                            sha256,
                        });
                        stats.predicted += 1;
                    }
                    Err(e) => {
                        predicted.error = Some(format!("ocloc output is no readable zebin: {e}"));
                        listed.native = None;
                    }
                }
                predicted
            }
            Err(error) => {
                stats.failures += 1;
                listed.native = None;
                Predicted {
                    device: device.to_owned(),
                    sha256: None,
                    bytes: None,
                    error: Some(error),
                }
            }
        };
        listed.entry.predicted = Some(predicted);
    }
}

/// `ocloc compile -spirv_input` for one module, cached by content and device.
fn compile_spirv(
    spirv: &[u8],
    device: &str,
    ocloc: Result<&Ocloc, &String>,
    cache: Option<&Path>,
) -> Result<Vec<u8>, String> {
    let key = format!("{}-{}.zebin", sha256_hex(spirv), safe_file_name(device, ""));
    if let Some(cached) = cache.map(|dir| dir.join(&key)) {
        if let Ok(bytes) = fs::read(&cached) {
            return Ok(bytes);
        }
    }
    let ocloc = ocloc.map_err(Clone::clone)?;
    let work = tempfile_dir()?;
    let input = work.join("module.spv");
    fs::write(&input, spirv).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let output = Command::new(ocloc.path())
        .args(["compile", "-q", "-spirv_input", "-file"])
        .arg(&input)
        .args(["-device", device, "--format", "zebin", "-output_no_suffix"])
        .args(["-output", "predicted", "-out_dir"])
        .arg(&work)
        .output()
        .map_err(|e| format!("cannot run ocloc: {e}"));
    let result = output.and_then(|output| {
        // ocloc 22 writes `predicted`; ocloc 26 writes `predicted.bin` (and `predicted.spv`).
        let compiled = ["predicted", "predicted.bin"].map(|name| work.join(name));
        compiled
            .iter()
            .find_map(|path| fs::read(path).ok())
            .ok_or_else(|| {
                format!(
                    "`ocloc compile -spirv_input -device {device}` produced no binary ({}): {}{}",
                    output.status,
                    String::from_utf8_lossy(&output.stdout).trim(),
                    String::from_utf8_lossy(&output.stderr).trim()
                )
            })
    });
    let _ = fs::remove_dir_all(&work);
    let bytes = result?;
    if let Some(dir) = cache {
        // Replaced whole, so that concurrent runs never read a partial file; a cache that
        // cannot be written only costs the next run a compile.
        if fs::create_dir_all(dir).is_ok() {
            let _ = write_replacing(dir, &key, &bytes);
        }
    }
    Ok(bytes)
}

/// A fresh private directory under the system temp dir.
fn tempfile_dir() -> Result<PathBuf, String> {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "aotspy-predict-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// Disassembles every listed zebin (native or predicted) once and writes each listed kernel's
/// ASM to `dir/<image sha>-<kernel>.asm`.
fn disassemble(listed: &mut [Vec<Listed>], dir: &Path, stats: &mut ExtractStats) -> Result<()> {
    // Made 0700 (an existing one must be the user's alone), as a report directory is.
    ensure_report_dir(dir)?;
    let targets = disasm_targets(listed);
    // Identical binaries (the same zebin in several places) are disassembled once.
    let mut job_of_target = Vec::new();
    let mut unique: Vec<usize> = Vec::new();
    for (index, target) in targets.iter().enumerate() {
        let job = unique
            .iter()
            .position(|&first| {
                targets[first].sha256 == target.sha256 && targets[first].device == target.device
            })
            .unwrap_or_else(|| {
                unique.push(index);
                unique.len() - 1
            });
        job_of_target.push(job);
    }
    let jobs: Vec<disasm::Job> = unique
        .iter()
        .map(|&index| {
            let target = &targets[index];
            let native = listed[target.file][target.image]
                .native
                .as_ref()
                .expect("selected above");
            disasm::Job {
                sha256: &target.sha256,
                device: &target.device,
                binary: &native.bytes,
                zebin: native.zebin.as_ref(),
            }
        })
        .collect();
    let mut targets_of_job = vec![Vec::new(); jobs.len()];
    for (target, &job) in job_of_target.iter().enumerate() {
        targets_of_job[job].push(target);
    }
    // Each job's kernels written and analyzed on rayon's pool as soon as it is disassembled:
    // a module's ASM is held only meanwhile.
    let images: &[Vec<Listed>] = listed;
    /// Per job: its disassembly's source and each of its targets' written kernels, or why it
    /// failed; `Err` only when the output directory could not be written.
    type JobOutcome = Result<Result<(Source, Vec<Vec<(usize, WrittenAsm)>>), String>>;
    let outcomes = disasm::disassemble_all(&jobs, |job, result| -> JobOutcome {
        let done = match result {
            Ok(done) => done,
            Err(error) => return Ok(Err(error)),
        };
        let written = targets_of_job[job]
            .iter()
            .map(|&t| {
                let target = &targets[t];
                let image = &images[target.file][target.image].entry;
                write_kernel_asm(image, &done, target, dir)
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Ok((done.source.clone(), written)))
    });
    drop(jobs);
    for (job, outcome) in outcomes.into_iter().enumerate() {
        match outcome? {
            Ok((source, written)) => {
                stats.count_disassembly(Some(&source));
                for (&t, kernels) in targets_of_job[job].iter().zip(written) {
                    let target = &targets[t];
                    let image = &mut listed[target.file][target.image].entry;
                    for (index, asm) in kernels {
                        let kernel = &mut image.kernels[index];
                        kernel.instructions = Some(asm.instructions);
                        kernel.advice = asm.advice;
                        kernel.asm = Some(asm.path);
                    }
                }
            }
            Err(error) => {
                stats.count_disassembly(None);
                for &t in &targets_of_job[job] {
                    let target = &targets[t];
                    let image = &mut listed[target.file][target.image].entry;
                    image.notes.push(format!("no ASM: {error}"));
                }
            }
        }
    }
    Ok(())
}

/// One kernel's ASM as [`write_kernel_asm`] wrote it: its file, instruction count and advice.
struct WrittenAsm {
    path: String,
    instructions: usize,
    advice: Vec<aotspy_report::Finding>,
}

/// A zebin [`disassemble`] disassembles: image `image` of file `file` of the listed ones.
struct DisasmTarget {
    file: usize,
    image: usize,
    device: String,
    sha256: String,
}

/// The listed zebins there is ASM to get for, native or predicted; a note on those that name
/// no device.
fn disasm_targets(listed: &mut [Vec<Listed>]) -> Vec<DisasmTarget> {
    let mut targets = Vec::new();
    for (f, images) in listed.iter_mut().enumerate() {
        for (i, image) in images.iter_mut().enumerate() {
            let Some(native) = &image.native else {
                continue;
            };
            if image.entry.format == "spirv" && image.entry.predicted.is_none() {
                continue;
            }
            match &native.device {
                Some(device) => targets.push(DisasmTarget {
                    file: f,
                    image: i,
                    device: device.clone(),
                    sha256: native.sha256.clone(),
                }),
                None => image
                    .entry
                    .notes
                    .push("no ASM: the binary names no device ocloc knows; pass --device".into()),
            }
        }
    }
    targets
}

impl ExtractStats {
    /// Counts where a disassembly came from (`None`: it failed).
    fn count_disassembly(&mut self, source: Option<&Source>) {
        match source {
            Some(Source::Cache) => self.asm_cache_hits += 1,
            Some(Source::Made {
                via: Via::InProcess,
                ..
            }) => self.asm_in_process += 1,
            Some(Source::Made {
                via: Via::Ocloc, ..
            }) => self.ocloc_runs += 1,
            None => self.failures += 1,
        }
    }
}

/// Writes the ASM of each of `image`'s kernels that `done` (the disassembly of `target`) has
/// to `dir`; by kernel index, its file, instruction count and advice.
fn write_kernel_asm(
    image: &ImageEntry,
    done: &disasm::Disassembled,
    target: &DisasmTarget,
    dir: &Path,
) -> Result<Vec<(usize, WrittenAsm)>> {
    let mut written = Vec::new();
    for (index, kernel) in image.kernels.iter().enumerate() {
        let Some(Ok(asm)) = done.kernel_asm(&kernel.name) else {
            continue;
        };
        let path = dir.join(safe_file_name(
            &format!("{}-{}", &target.sha256[..8], kernel.name),
            ".asm",
        ));
        // The user's alone (0600), as a report's files are.
        write_replacing_path(&path, asm.as_bytes())?;
        // One parse of the listing gives both the count and the advice, as in `collect`.
        let facts = analytics::kernel_facts(Some(&target.device), kernel.info.as_ref());
        let analyzed = analytics::analyze(asm, None, &facts);
        let asm = WrittenAsm {
            path: path.display().to_string(),
            instructions: analyzed.instructions,
            advice: analyzed.advice,
        };
        written.push((index, asm));
    }
    Ok(written)
}

/// Kernel names longer than this are shortened in the table; --json has them whole.
const TABLE_NAME_CHARS: usize = 100;

/// One block per file: a row per image, its kernels indented below it.
fn table(report: &ExtractReport) -> String {
    let mut text = String::new();
    for file in &report.files {
        file_block(&mut text, file);
    }
    let _ = writeln!(text, "{}", summary(&report.stats));
    text
}

/// A file's line and, when it has images, their table.
fn file_block(text: &mut String, file: &FileEntry) {
    let zebins = file.images.iter().filter(|i| i.format == "zebin").count();
    let spirv = file.images.iter().filter(|i| i.format == "spirv").count();
    let kernels: usize = file.images.iter().map(|i| i.kernels.len()).sum();
    let _ = writeln!(
        text,
        "{}: {} image(s) ({zebins} zebin, {spirv} SPIR-V, {} other), {kernels} kernel(s)",
        printable(&file.path),
        file.images.len(),
        file.images.len() - zebins - spirv
    );
    if file.images.is_empty() {
        return;
    }
    // A file's section and kernel names are its writer's: printed, never acted on.
    let rows: Vec<[String; 5]> = file
        .images
        .iter()
        .map(|image| image_row(image).map(|cell| printable(&cell).into_owned()))
        .collect();
    let headers = ["OFFSET", "SECTION", "FORMAT", "DEVICES", "BYTES"];
    let mut widths = headers.map(str::len);
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let _ = writeln!(text, "{}", aligned(&widths, &headers));
    for (image, row) in file.images.iter().zip(&rows) {
        let cells: Vec<&str> = row.iter().map(String::as_str).collect();
        let _ = writeln!(text, "{}", aligned(&widths, &cells));
        for kernel in &image.kernels {
            let _ = writeln!(text, "      {}", printable(&kernel_line(kernel)));
        }
        for note in &image.notes {
            let _ = writeln!(text, "      note: {}", printable(note));
        }
        if let Some(Predicted {
            error: Some(error), ..
        }) = &image.predicted
        {
            let _ = writeln!(text, "      predict failed: {}", printable(error));
        }
    }
}

/// An image's cells: offset, section, format, devices and size.
fn image_row(image: &ImageEntry) -> [String; 5] {
    let devices = match &image.predicted {
        Some(p) if p.error.is_none() => format!("{} (predicted)", p.device),
        Some(p) => format!("{} (predict failed)", p.device),
        None if image.devices.is_empty() => "-".into(),
        None => image.devices.join(","),
    };
    let mut nesting = image.nesting.clone();
    if let Some(member) = &image.ar_member {
        let _ = write!(nesting, " [{member}]");
    }
    [
        format!("{:#x}", image.offset),
        image.section.clone().unwrap_or_else(|| "-".into()),
        nesting,
        devices,
        image.bytes.to_string(),
    ]
}

/// A table row of `cells` in columns of `widths`, indented: the last column (BYTES) is
/// right-aligned, the others left-aligned.
fn aligned(widths: &[usize; 5], cells: &[&str]) -> String {
    let mut out = String::from("  ");
    for (column, cell) in cells.iter().enumerate() {
        let pad = widths[column].saturating_sub(cell.chars().count());
        if column == 4 {
            let _ = write!(out, "{}{cell}", " ".repeat(pad));
        } else {
            let _ = write!(out, "{cell}{}  ", " ".repeat(pad));
        }
    }
    out
}

/// A kernel's name (shortened) and what is known of it.
fn kernel_line(kernel: &ImageKernel) -> String {
    let mut detail = String::new();
    if kernel.simd.is_some() {
        let _ = write!(
            detail,
            "  SIMD {} GRF {} spill {}",
            or_dash(kernel.simd),
            or_dash(kernel.grf),
            or_dash(kernel.spill_bytes)
        );
    }
    if let Some(instructions) = kernel.instructions {
        let _ = write!(
            detail,
            " instr {instructions} advice {}",
            advice_ids(&kernel.advice)
        );
    }
    if let Some(asm) = &kernel.asm {
        let _ = write!(detail, "  {asm}");
    }
    format!(
        "{}{detail}",
        shorten(&fold_name(&kernel.demangled), TABLE_NAME_CHARS)
    )
}

/// The last line: what was scanned and found, in all files.
fn summary(stats: &ExtractStats) -> String {
    format!(
        "{} file(s), {} MB scanned: {} image(s) ({} zebin, {} SPIR-V, {} other), {} kernel(s){}{}",
        stats.files_scanned,
        stats.bytes_scanned / 1_000_000,
        stats.images,
        stats.zebins,
        stats.spirv,
        stats.other_images,
        stats.kernels,
        if stats.predicted > 0 {
            format!(", {} predicted by ocloc", stats.predicted)
        } else {
            String::new()
        },
        if stats.asm_in_process + stats.ocloc_runs + stats.asm_cache_hits + stats.failures > 0 {
            format!(
                "; ASM: {} in-process, {} ocloc run(s), {} from cache, {} failed",
                stats.asm_in_process, stats.ocloc_runs, stats.asm_cache_hits, stats.failures
            )
        } else {
            String::new()
        }
    )
}
