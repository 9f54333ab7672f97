//! GPU ISA as `ocloc disasm` writes it, per module, in parallel, cached by content hash. Zebins
//! are disassembled in-process through IGA's C API ([`super::iga`]), byte for byte what ocloc
//! writes; what that cannot do exactly (other binary formats, platforms or zebins whose IGA
//! platform only ocloc can choose, an IGA that fails to load or decode) goes to an
//! `ocloc disasm` process.

use super::asm_cache::{AsmEntry, EntryId, Reported};
use super::iga::Iga;
use crate::sys::files::safe_file_name;
use anyhow::Result;
use aotspy_binfmt::zebin::Zebin;
use aotspy_isa::advice::KernelFacts;
use aotspy_isa::lines::LineRow;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// ocloc loads IGA by this exact name; Debian's libigc1 ships only the versioned file.
const IGA_LIBRARY: &str = "/usr/lib/x86_64-linux-gnu/libiga64.so";
const IGA_FIX: &str =
    "run `ln -sf libiga64.so.1 /usr/lib/x86_64-linux-gnu/libiga64.so` (scripts/setup does it)";
/// A progress bar for fewer modules than this would only flicker.
const PROGRESS_BAR_MIN_JOBS: usize = 5;
/// ocloc writes `.text.<kernel>.asm`; longer kernel names exceed NAME_MAX and ocloc silently
/// writes nothing, so such sections are renamed before disassembly.
const MAX_OCLOC_SECTION_NAME: usize = 255 - ".asm".len();
const SECTION_ALIAS_PREFIX: &str = ".text.aotspy_long_name_";

/// An `ocloc` that can disassemble: found on PATH, with IGA loadable.
pub struct Ocloc(PathBuf);

impl Ocloc {
    /// Finds ocloc, or says where it looked and how to install it. In order: `AOTSPY_OCLOC`;
    /// `ocloc` on PATH; the newest `ocloc-<version>` on PATH (Intel's and Debian's packages
    /// install that name, with `ocloc` as an alternatives link that may be missing); oneAPI's
    /// `$ONEAPI_ROOT/ocloc/latest/bin` and `/opt/intel/oneapi/{ocloc,compiler}/latest/bin`.
    pub fn locate() -> Result<Ocloc, String> {
        let path = match std::env::var_os(OCLOC_ENV).filter(|v| !v.is_empty()) {
            Some(chosen) => {
                let chosen = PathBuf::from(chosen);
                if !chosen.is_file() {
                    return Err(format!("{OCLOC_ENV}={} does not exist", chosen.display()));
                }
                chosen
            }
            None => {
                let candidates = ocloc_candidates();
                candidates
                    .iter()
                    .find(|c| c.is_file())
                    .cloned()
                    .ok_or_else(|| {
                        let looked: Vec<String> =
                            candidates.iter().map(|c| c.display().to_string()).collect();
                        format!(
                            "ocloc not found (looked for {}): install it (Debian/Ubuntu: apt-get \
                             install intel-opencl-icd libigc-tools; Intel's packages: intel-ocloc; \
                             oneAPI: source setvars.sh), or set {OCLOC_ENV}",
                            looked.join(", ")
                        )
                    })?
            }
        };
        let iga = Path::new(IGA_LIBRARY);
        let versioned = iga.with_extension("so.1");
        if !iga.exists() && versioned.exists() {
            return Err(format!(
                "ocloc cannot load IGA, {IGA_LIBRARY} is missing: {IGA_FIX}"
            ));
        }
        Ok(Ocloc(path))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

/// The ocloc to use, when not the one found on PATH.
const OCLOC_ENV: &str = "AOTSPY_OCLOC";

/// Where ocloc may be, most explicit first (see [`Ocloc::locate`]).
fn ocloc_candidates() -> Vec<PathBuf> {
    let path_dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect())
        .unwrap_or_default();
    let mut candidates: Vec<PathBuf> = path_dirs.iter().map(|dir| dir.join("ocloc")).collect();
    let mut versioned: Vec<PathBuf> = path_dirs
        .iter()
        .filter_map(|dir| fs::read_dir(dir).ok())
        .flat_map(|entries| entries.flatten().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_prefix("ocloc-"))
                .is_some_and(|v| v.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect();
    // Newest version first: compare the dotted numbers as numbers.
    let version = |p: &PathBuf| -> Vec<u64> {
        p.file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix("ocloc-"))
            .map(|v| v.split('.').map(|x| x.parse().unwrap_or(0)).collect())
            .unwrap_or_default()
    };
    versioned.sort_by_key(|p| std::cmp::Reverse(version(p)));
    candidates.extend(versioned);
    if let Some(root) = std::env::var_os("ONEAPI_ROOT").filter(|v| !v.is_empty()) {
        candidates.push(PathBuf::from(root).join("ocloc/latest/bin/ocloc"));
    }
    candidates.push(PathBuf::from("/opt/intel/oneapi/ocloc/latest/bin/ocloc"));
    candidates.push(PathBuf::from("/opt/intel/oneapi/compiler/latest/bin/ocloc"));
    candidates
}

/// Set to `ocloc` to disassemble every module with an `ocloc disasm` process, as before IGA was
/// called in-process (to compare the two, or should IGA misbehave in this process).
const DISASM_ENV: &str = "AOTSPY_DISASM";

/// The two ways to disassemble: ocloc, found at once, and IGA, loaded on first need.
pub struct Disassemblers {
    ocloc: Result<Ocloc, String>,
    iga: OnceLock<Result<Iga, String>>,
    in_process_allowed: Result<(), String>,
}

impl Disassemblers {
    /// ocloc from PATH; IGA when first needed. `AOTSPY_DISASM=ocloc` turns the in-process path
    /// off.
    pub fn locate() -> Disassemblers {
        let in_process_allowed = match std::env::var(DISASM_ENV) {
            Ok(value) if value == "ocloc" => Err(format!("{DISASM_ENV}=ocloc")),
            Ok(value) if !value.is_empty() && value != "auto" => {
                eprintln!(
                    "aotspy: warning: {DISASM_ENV}={value} is neither `ocloc` nor `auto`; using auto"
                );
                Ok(())
            }
            _ => Ok(()),
        };
        Disassemblers {
            ocloc: Ocloc::locate(),
            iga: OnceLock::new(),
            in_process_allowed,
        }
    }

    fn iga(&self) -> Result<&Iga, String> {
        self.in_process_allowed.clone()?;
        self.iga
            .get_or_init(|| Iga::load(self.ocloc.as_ref().ok().map(Ocloc::path)))
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// `asm/` in aotspy's cache directory.
pub fn cache_root() -> Result<PathBuf> {
    Ok(crate::sys::cache::cache_dir()?.join("asm"))
}

pub struct Job<'a> {
    pub sha256: &'a str,
    pub device: &'a str,
    pub binary: &'a [u8],
    /// `binary` as the caller read it, when it is a zebin the caller parsed: in-process
    /// disassembly takes the platform and the code sections from it instead of reading the ELF
    /// again.
    pub zebin: Option<&'a Zebin>,
}

pub use aotspy_report::Via;

/// Where a module's ASM came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The cache, from an earlier run.
    Cache,
    /// Made now; for ocloc, why the in-process path was not taken.
    Made {
        via: Via,
        in_process_declined: Option<String>,
    },
}

/// One module's ASM, as `ocloc disasm -dump` names its files, from or for its cache entry.
pub struct Disassembled {
    /// The cache entry's file.
    entry_path: PathBuf,
    pub source: Source,
    /// Kernel name → the section name it was disassembled under, for names ocloc cannot write.
    aliases: HashMap<String, String>,
    asm: AsmEntry,
}

impl Disassembled {
    /// The name of `kernel`'s ASM file, in whichever layout ocloc used for this binary format.
    fn file_of(&self, kernel: &str) -> Option<String> {
        let section = self
            .aliases
            .get(kernel)
            .cloned()
            .unwrap_or_else(|| format!(".text.{kernel}"));
        [
            format!("{section}.asm"),           // zebin
            format!("{kernel}_KernelHeap.asm"), // patch tokens
        ]
        .into_iter()
        .find(|name| self.asm.has_file(name))
    }

    /// What the disassembler wrote, for a note on a kernel it wrote nothing for: the number of
    /// ASM files and the first few names.
    pub fn describe_files(&self) -> String {
        self.asm.describe_files()
    }

    /// `kernel`'s ASM, if the disassembler wrote any: `Err` when it is not UTF-8.
    pub fn kernel_asm(&self, kernel: &str) -> Option<Result<&str, std::str::Utf8Error>> {
        self.asm.text(&self.file_of(kernel)?)
    }

    /// `kernel`'s ASM analyzed, and its listing file for `listing_path`, with the ASM (see
    /// [`AsmEntry::analyze`]): `None` when the disassembler wrote no ASM for it.
    pub fn analyze(
        &mut self,
        kernel: &str,
        listing_path: &str,
        rows: Option<&[LineRow]>,
        facts: &KernelFacts,
    ) -> Option<Result<(Reported, &str), std::str::Utf8Error>> {
        let file = self.file_of(kernel)?;
        self.asm.analyze(&file, listing_path, rows, facts)
    }
}

/// A module's entry is stored in the cache, if it was made or analyzed anew, when its
/// `Disassembled` is dropped: once per module, after whatever analyzed its kernels, on every
/// path out of it. A cache that cannot be written costs the next run the work.
impl Drop for Disassembled {
    fn drop(&mut self) {
        let _ = self.asm.store(&self.entry_path);
    }
}

/// Disassembles every job with the disassemblers found, through aotspy's ASM cache, on
/// rayon's pool (a thread per core), and hands each result to `each` there with the job's
/// index; what `each` returns, in job order. A module's ASM is held only while `each` runs (its
/// entry is stored, if new, when `each` drops it). Without a cache directory, every job fails
/// saying why.
pub fn disassemble_all<T: Send>(
    jobs: &[Job],
    each: impl Fn(usize, Result<Disassembled, String>) -> T + Sync,
) -> Vec<T> {
    let cache_root = match cache_root() {
        Ok(root) => root,
        Err(e) => {
            let error = format!("{e:#}");
            return (0..jobs.len())
                .map(|i| each(i, Err(error.clone())))
                .collect();
        }
    };
    let tools = Disassemblers::locate();
    let progress = if jobs.len() >= PROGRESS_BAR_MIN_JOBS && std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(jobs.len() as u64).with_style(
            ProgressStyle::with_template(
                "{spinner} disassembling modules {pos}/{len} {wide_bar} {elapsed}",
            )
            .expect("valid template"),
        );
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        bar
    } else {
        ProgressBar::hidden()
    };
    let results = jobs
        .par_iter()
        .enumerate()
        .map(|(i, job)| {
            let result = each(i, disassemble(job, &tools, &cache_root));
            progress.inc(1);
            result
        })
        .collect();
    progress.finish_and_clear();
    results
}

/// Disassembles one job through the cache as [`disassemble_all`] does each of its jobs, on the
/// calling thread (the sections of a zebin on the current rayon pool): for the collector's
/// background worker, which fills the cache while the workload runs.
pub fn disassemble_one(
    job: &Job,
    tools: &Disassemblers,
    cache_root: &Path,
) -> Result<Disassembled, String> {
    disassemble(job, tools, cache_root)
}

/// The job's module as the cache holds it, without disassembling anything: for the
/// background worker's second look at a module it disassembled.
pub fn cached(job: &Job, cache_root: &Path) -> Option<Disassembled> {
    let (aliases, _) = long_section_names(job.binary);
    load(job, cache_root, aliases).ok()
}

/// The module's entry from the cache, with its `aliases`; or the aliases back when the cache
/// holds no usable entry.
fn load(
    job: &Job,
    cache_root: &Path,
    aliases: HashMap<String, String>,
) -> Result<Disassembled, HashMap<String, String>> {
    let entry_path = entry_path(job, cache_root);
    match AsmEntry::load(&entry_path, &entry_id(job)) {
        Some(asm) => Ok(Disassembled {
            entry_path,
            source: Source::Cache,
            aliases,
            asm,
        }),
        None => Err(aliases),
    }
}

/// What a module's cache entry is about.
fn entry_id(job: &Job) -> EntryId {
    EntryId {
        sha256: job.sha256.to_owned(),
        target: job.device.to_owned(),
    }
}

fn entry_path(job: &Job, cache_root: &Path) -> PathBuf {
    cache_root.join(format!(
        "{}-{}",
        job.sha256,
        safe_file_name(job.device, MODULE_ENTRY_SUFFIX)
    ))
}

fn disassemble(
    job: &Job,
    tools: &Disassemblers,
    cache_root: &Path,
) -> Result<Disassembled, String> {
    let (aliases, renames) = long_section_names(job.binary);
    let aliases = match load(job, cache_root, aliases) {
        Ok(cached) => return Ok(cached),
        Err(aliases) => aliases,
    };
    let (files, via, in_process_declined) = match disassemble_in_process(job, tools, &aliases) {
        Ok(files) => (files, Via::InProcess, None),
        Err(declined) => {
            let ocloc = tools
                .ocloc
                .as_ref()
                .map_err(|e| format!("{e} (and not disassembled in-process: {declined})"))?;
            // ocloc dumps into a private temporary directory, read and removed at once.
            let work = tempfile::Builder::new()
                .prefix("aotspy-ocloc-")
                .tempdir()
                .map_err(|e| format!("cannot make a directory for ocloc to dump into: {e}"))?;
            let patched = with_aliased_sections(job.binary, &renames);
            let dumped = run_ocloc(ocloc, &patched, job.device, work.path())
                .and_then(|dump| read_dump(&dump))?;
            (dumped, Via::Ocloc, Some(declined))
        }
    };
    Ok(Disassembled {
        entry_path: entry_path(job, cache_root),
        source: Source::Made {
            via,
            in_process_declined,
        },
        aliases,
        asm: AsmEntry::new(entry_id(job), files),
    })
}

/// The name of a module's cache entry ends in this, after its SHA-256 and device.
const MODULE_ENTRY_SUFFIX: &str = ".module";

/// The text IGA writes for every `.text.<kernel>` section of a zebin, by the name of the file
/// ocloc would write it into; or why ocloc must do it.
fn disassemble_in_process(
    job: &Job,
    tools: &Disassemblers,
    aliases: &HashMap<String, String>,
) -> Result<BTreeMap<String, Vec<u8>>, String> {
    if !aotspy_binfmt::zebin::is_zebin(job.binary) {
        return Err("not a zebin (ocloc decodes other formats itself)".into());
    }
    let iga = tools.iga()?;
    let parsed_here;
    let zebin = match job.zebin {
        Some(zebin) => zebin,
        None => {
            parsed_here =
                aotspy_binfmt::zebin::parse(job.binary).map_err(|e| format!("zebin: {e}"))?;
            &parsed_here
        }
    };
    let platform = iga.platform_for(job.device, zebin)?;
    let sections = zebin
        .text_sections(job.binary)
        .map_err(|e| format!("zebin: {e}"))?;
    if sections.is_empty() {
        return Err("the zebin has no .text.<kernel> section".into());
    }
    sections
        .par_iter()
        .map(|section| {
            let text = iga
                .disassemble(platform, section.code)
                .map_err(|e| format!("{}: {e}", section.name))?;
            let kernel = section.name.strip_prefix(".text.").unwrap_or(&section.name);
            let file_stem = aliases.get(kernel).unwrap_or(&section.name);
            Ok((format!("{file_stem}.asm"), text))
        })
        .collect()
}

/// The ASM files ocloc dumped into `dump`, by name.
fn read_dump(dump: &Path) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", dump.display());
    let mut files = BTreeMap::new();
    for entry in fs::read_dir(dump).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if name.ends_with(".asm") {
            files.insert(name.to_owned(), fs::read(&path).map_err(cannot)?);
        }
    }
    Ok(files)
}

/// The ASM of one kernel's raw ISA (no zebin around it: `zeKernelGetBinaryExp` of a kernel
/// created before aotspy was injected), made in-process by IGA for `device` with the options
/// ocloc uses, so that it reads as ocloc's listing of that kernel would. Cached in
/// `raw-<sha256>-<platform>.kernel` in `cache_root`. Only IGA can do it: ocloc disassembles
/// binaries, not bare code.
pub fn disassemble_raw(
    sha256: &str,
    device: &str,
    code: &[u8],
    tools: &Disassemblers,
    cache_root: &Path,
) -> Result<(Vec<u8>, Source), String> {
    let iga = tools
        .iga()
        .map_err(|e| format!("a kernel's raw ISA is disassembled by IGA alone, and {e}"))?;
    let platform = iga.platform_for_device(device)?;
    let id = EntryId {
        sha256: sha256.to_owned(),
        target: platform.name().to_owned(),
    };
    let entry_path = cache_root.join(format!("raw-{sha256}-{}.kernel", platform.name()));
    let cached = AsmEntry::load(&entry_path, &id)
        .and_then(|entry| entry.text(RAW_ASM_FILE).map(|text| text.map(str::to_owned)));
    if let Some(Ok(text)) = cached {
        return Ok((text.into_bytes(), Source::Cache));
    }
    let text = iga.disassemble(platform, code)?;
    let mut entry = AsmEntry::new(
        id,
        BTreeMap::from([(RAW_ASM_FILE.to_owned(), text.clone())]),
    );
    // A cache that cannot be written costs the next report the disassembly.
    let _ = entry.store(&entry_path);
    Ok((
        text,
        Source::Made {
            via: Via::InProcess,
            in_process_declined: None,
        },
    ))
}

/// The name a raw kernel's ASM has in its cache entry.
const RAW_ASM_FILE: &str = "kernel.asm";

/// Runs `ocloc disasm` in `work`; returns the directory it dumped into.
fn run_ocloc(ocloc: &Ocloc, binary: &[u8], device: &str, work: &Path) -> Result<PathBuf, String> {
    let dump = work.join("dump");
    let input = work.join("module.bin");
    fs::create_dir_all(&dump)
        .and_then(|()| fs::write(&input, binary))
        .map_err(|e| format!("cannot prepare {}: {e}", work.display()))?;
    let output = Command::new(&ocloc.0)
        .arg("disasm")
        .arg("-file")
        .arg(&input)
        .arg("-dump")
        .arg(&dump)
        .arg("-device")
        .arg(device)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ocloc.0.display()))?;
    // ocloc reports problems on stdout as often as on stderr.
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let said = said.trim();
    if said.contains("couldn't load iga") {
        return Err(format!("ocloc could not load IGA ({said}): {IGA_FIX}"));
    }
    if !output.status.success() {
        return Err(format!(
            "`ocloc disasm -device {device}` failed ({}): {said}",
            output.status
        ));
    }
    let wrote_asm = fs::read_dir(&dump)
        .map_err(|e| format!("cannot read {}: {e}", dump.display()))?
        .flatten()
        .any(|e| e.path().extension().is_some_and(|x| x == "asm"));
    if !wrote_asm && said.contains("unsupported platform") {
        return Err(format!(
            "this ocloc's IGA cannot disassemble {device} (IGA 2.x, from IGC 2, dropped Gen8 to \
             Gen11: bdw, skl, kbl, cfl, apl, glk, icllp, lkf, ehl); an ocloc from IGC 1.x \
             (NEO 24.x or older) still can"
        ));
    }
    if !wrote_asm {
        return Err(format!(
            "`ocloc disasm -device {device}` wrote no ASM (is {device} the right device for this binary?){}{said}",
            if said.is_empty() { "" } else { ": " }
        ));
    }
    Ok(dump)
}

/// The short names the `.text.<kernel>` sections whose ASM file name would exceed NAME_MAX are
/// disassembled under, by kernel (in-process disassembly names its files the same way), and
/// where each is written over the long name in the section-name table, for ocloc's copy of the
/// ELF ([`with_aliased_sections`]). Input that is not ELF has none.
fn long_section_names(binary: &[u8]) -> (HashMap<String, String>, Vec<(usize, String)>) {
    let mut aliases = HashMap::new();
    let mut renames = Vec::new();
    let Ok(elf) = goblin::elf::Elf::parse(binary) else {
        return (aliases, renames);
    };
    let Some(names_table) = elf.section_headers.get(elf.header.e_shstrndx as usize) else {
        return (aliases, renames);
    };
    for (index, section) in elf.section_headers.iter().enumerate() {
        let Some(name) = elf.shdr_strtab.get_at(section.sh_name) else {
            continue;
        };
        let Some(kernel) = name.strip_prefix(".text.") else {
            continue;
        };
        if name.len() <= MAX_OCLOC_SECTION_NAME {
            continue;
        }
        let alias = format!("{SECTION_ALIAS_PREFIX}{index}");
        // goblin found the name there, so the table holds it and its terminator.
        renames.push((
            names_table.sh_offset as usize + section.sh_name,
            alias.clone(),
        ));
        aliases.insert(kernel.to_owned(), alias);
    }
    (aliases, renames)
}

/// A copy of `binary` with each long section name renamed as [`long_section_names`] says: the
/// short name is written over the long one, so names that share its tail (`.rela.text.<kernel>`)
/// follow along. Only ocloc needs it: in-process disassembly reads the sections as they are.
fn with_aliased_sections(binary: &[u8], renames: &[(usize, String)]) -> Vec<u8> {
    let mut patched = binary.to_vec();
    for (start, alias) in renames {
        patched[*start..start + alias.len()].copy_from_slice(alias.as_bytes());
        patched[start + alias.len()] = 0;
    }
    patched
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_elf_input_is_left_alone() {
        let (aliases, renames) = long_section_names(b"not an elf");
        assert!(aliases.is_empty() && renames.is_empty());
        assert_eq!(
            with_aliased_sections(b"not an elf", &renames),
            b"not an elf"
        );
        let (aliases, _) = long_section_names(b"\x7fELF\x02\x01\0\0");
        assert!(aliases.is_empty(), "truncated ELF is not an error");
    }
}
