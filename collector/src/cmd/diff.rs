//! `aotspy diff A B`: two report directories compared kernel by kernel (matched by name): what
//! was added or removed, dispatch counts, and for kernels in both, SIMD, GRF, spills, scratch,
//! instruction count and mix, with a side-by-side ISA diff that ignores register numbers,
//! labels and scoreboard tokens. The use: one program built two ways (`-ze-opt-large-register-file`)
//! or run on two drivers, and a CI guard against compiler regressions (`--fail-on`).

use crate::analysis::analytics;
use crate::cli::DiffArgs;
use crate::ingest::capture::STREAMS_DIR;
use crate::ingest::inputs;
use crate::report::build::call_sites::site_text;
use crate::report::pipeline::{self, RenderOptions};
use crate::report::saved;
use crate::report::views::escape::html as escape;
use crate::report::views::text::{aligned_table, fold_name, shorten};
use crate::sys::files;
use crate::sys::files::write_replacing_path;
use anyhow::{bail, Context, Result};
use aotspy_isa::{Analysis, Mix};
use aotspy_report::RuleId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::fs;
use std::path::{Path, PathBuf};

/// ISA lines shown per changed kernel in the HTML page: enough for any kernel people read by
/// eye, bounded for 5,000-kernel reports.
const MAX_DIFF_ROWS: usize = 4_000;
const NAME_COLUMN: usize = 60;

/// One kernel of one report, with what its ISA says.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct KernelFacts {
    pub name: String,
    pub demangled: String,
    pub device: Option<String>,
    pub dispatches: u64,
    pub simd: Option<u64>,
    pub grf: Option<u64>,
    /// Scratch bytes per hardware thread for spills (zeInfo), and per work-item (÷ SIMD).
    pub spill_bytes: Option<u64>,
    pub spill_bytes_per_work_item: Option<u64>,
    pub private_bytes: Option<u64>,
    pub slm_bytes: Option<u64>,
    /// From the ASM listing, where the report has one.
    pub isa: Option<Analysis>,
    /// The advice rules that fired on it (report.json's `advice`), each once, in id order.
    pub advice: BTreeSet<RuleId>,
    /// Where its launches came from: each call site's user frame and framework frame as the
    /// terminal table shows them (file names, not paths); empty when the report has no call
    /// sites for it.
    pub launched_from: BTreeSet<String>,
    /// Its listing, compared by a digest of its normalized instruction lines: a report's
    /// listings are read one at a time, never all held.
    #[serde(skip)]
    pub code: Option<Code>,
}

/// A kernel's listing as `diff` keeps it: where to read it again (for the side-by-side page,
/// one pair at a time) and the digest of its instruction lines with what changes between
/// builds of the same code taken out ([`normalized`]).
#[derive(Debug, Clone)]
pub struct Code {
    dir: PathBuf,
    listing: String,
    normalized_sha256: String,
}

impl Code {
    /// Reads the listing `listing` of the report directory `dir` and digests it; its analysis
    /// beside. A listing that cannot be read, or is too large, is an error naming it.
    fn read(dir: &Path, listing: &str) -> Result<(Analysis, Code)> {
        let (analysis, lines) = read_listing(dir, listing)?;
        let normalized = normalized(&lines);
        let parts: Vec<&[u8]> = normalized
            .iter()
            .flat_map(|line| [line.as_bytes(), b"\n"])
            .collect();
        let code = Code {
            dir: dir.to_owned(),
            listing: listing.to_owned(),
            normalized_sha256: aotspy_binfmt::sha256_hex_of_parts(&parts),
        };
        Ok((analysis, code))
    }

    /// Its instruction lines as written (padding and labels left out), read again.
    fn lines(&self) -> Result<Vec<String>> {
        Ok(read_listing(&self.dir, &self.listing)?.1)
    }
}

/// The analysis and instruction lines of the listing `listing` in the report directory `dir`,
/// read the careful way (the directory may come from a pull request), bounded in size.
fn read_listing(dir: &Path, listing: &str) -> Result<(Analysis, Vec<String>)> {
    let text = aotspy_report::listing::read(dir, listing, files::open_careful)
        .with_context(|| format!("cannot compare the listing {}", dir.join(listing).display()))?;
    Ok(analytics::read_code(&text))
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Changed,
    Added,
    Removed,
    Same,
}

/// A kernel in A, B or both.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct KernelDiff {
    pub name: String,
    pub status: Status,
    /// How much it changed, for sorting: relative instruction change, plus one for each of
    /// SIMD, GRF and spill changes.
    pub score: f64,
    pub a: Option<KernelFacts>,
    pub b: Option<KernelFacts>,
    /// What differs, as `field: a -> b`.
    pub changes: Vec<String>,
}

/// Of `diff --json`'s output: docs/diff.schema.json is its schema.
pub const DIFF_SCHEMA_VERSION: u32 = 1;

/// What `diff --json` prints.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct Diff {
    /// [`DIFF_SCHEMA_VERSION`] of the aotspy that wrote it.
    pub schema_version: u32,
    pub aotspy_version: String,
    pub a: String,
    pub b: String,
    pub kernels: Vec<KernelDiff>,
    /// `--fail-on` thresholds crossed.
    pub failures: Vec<String>,
}

pub fn run(args: DiffArgs) -> Result<u8> {
    let thresholds = args
        .fail_on
        .as_deref()
        .map(parse_thresholds)
        .transpose()?
        .unwrap_or_default();
    // Spools and stream files are rendered first, into directories that live as long as this.
    let mut renders = Vec::new();
    let a = load(&report_dir(&args.a, &mut renders)?)?;
    let b = load(&report_dir(&args.b, &mut renders)?)?;
    let mut diff = compare(&args.a, a, &args.b, b);
    diff.failures = check(&diff, &thresholds);

    // The page only when asked: a CI gate (`--json`, `--fail-on`) leaves no file behind.
    if let Some(html_path) = &args.html {
        // The user's alone (0600), as a report's files are: it holds the kernels' ISA.
        write_replacing_path(html_path, html(&diff)?.as_bytes())?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&diff)?);
    } else {
        print!("{}", table(&diff, args.all));
    }
    match &args.html {
        Some(html_path) => eprintln!("aotspy: side-by-side ISA in {}", html_path.display()),
        None => eprintln!("aotspy: --html FILE writes the side-by-side ISA"),
    }
    for failure in &diff.failures {
        eprintln!("aotspy: --fail-on: {failure}");
    }
    Ok(u8::from(!diff.failures.is_empty()))
}

/// `input` itself when it holds a report.json; a spool directory, run directory or stream file
/// rendered (quietly) into a temporary report directory, kept in `renders`.
fn report_dir(input: &Path, renders: &mut Vec<tempfile::TempDir>) -> Result<PathBuf> {
    if input.join("report.json").is_file() {
        return Ok(input.to_owned());
    }
    if !input.exists() {
        bail!(
            "{} is not a report directory, spool or stream file",
            input.display()
        );
    }
    let dir = tempfile::Builder::new()
        .prefix("aotspy-diff-")
        .tempdir()
        .context("cannot create a directory to render into")?;
    let streams = dir.path().join(STREAMS_DIR);
    fs::create_dir_all(&streams).with_context(|| format!("cannot create {}", streams.display()))?;
    let (captures, warnings) = inputs::load(&[input.to_owned()], &streams)?;
    if captures.is_empty() {
        bail!(
            "{} holds no report.json and no readable .aotspy stream: give a report directory, a \
             spool directory or a stream file",
            input.display()
        );
    }
    eprintln!("aotspy: rendering {} to compare it", input.display());
    pipeline::produce(
        dir.path(),
        captures,
        warnings,
        &RenderOptions {
            all_kernels: false,
            json: false,
            quiet: true,
            fallback_device: None,
        },
    )?;
    let path = dir.path().to_owned();
    renders.push(dir);
    Ok(path)
}

/// A report directory's kernels (report.json), with each listing read and analyzed (parsed
/// once).
fn load(dir: &Path) -> Result<Vec<KernelFacts>> {
    let report = saved::read(dir)?;
    let frames = report.call_site_frames;
    report
        .kernels
        .into_iter()
        .map(|k| {
            let (isa, code) = k
                .asm
                .as_deref()
                .map(|rel| Code::read(dir, rel))
                .transpose()?
                .unzip();
            let simd = k.simd.map(u64::from);
            Ok(KernelFacts {
                name: k.name,
                demangled: k.demangled,
                device: k.ocloc_device,
                dispatches: k.dispatches,
                simd,
                grf: k.grf.map(u64::from),
                spill_bytes: k.spill_bytes,
                spill_bytes_per_work_item: k.spill_bytes_per_work_item,
                private_bytes: k.private_bytes,
                slm_bytes: k.slm_bytes,
                isa,
                advice: k.advice.iter().map(|f| f.id).collect(),
                launched_from: k
                    .call_sites
                    .iter()
                    .map(|site| site_text(site, &frames))
                    .collect(),
                code,
            })
        })
        .collect()
}

/// Pairs kernels by (name, device), then by name alone for those left.
fn compare(a_dir: &Path, a: Vec<KernelFacts>, b_dir: &Path, b: Vec<KernelFacts>) -> Diff {
    let mut b_left: Vec<Option<KernelFacts>> = b.into_iter().map(Some).collect();
    let mut by_key: BTreeMap<(String, Option<String>), Vec<usize>> = BTreeMap::new();
    let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, k) in b_left.iter().flatten().enumerate() {
        by_key
            .entry((k.name.clone(), k.device.clone()))
            .or_default()
            .push(i);
        by_name.entry(k.name.clone()).or_default().push(i);
    }
    let mut pairs: Vec<(Option<KernelFacts>, Option<KernelFacts>)> = Vec::new();
    let mut unpaired_a = Vec::new();
    for k in a {
        let exact = by_key
            .get(&(k.name.clone(), k.device.clone()))
            .and_then(|ids| ids.iter().copied().find(|&i| b_left[i].is_some()));
        match exact {
            Some(i) => pairs.push((Some(k), b_left[i].take())),
            None => unpaired_a.push(k),
        }
    }
    for k in unpaired_a {
        let any = by_name
            .get(&k.name)
            .and_then(|ids| ids.iter().copied().find(|&i| b_left[i].is_some()));
        match any {
            Some(i) => pairs.push((Some(k), b_left[i].take())),
            None => pairs.push((Some(k), None)),
        }
    }
    pairs.extend(b_left.into_iter().flatten().map(|k| (None, Some(k))));

    let mut kernels: Vec<KernelDiff> = pairs.into_iter().map(|(a, b)| kernel_diff(a, b)).collect();
    kernels.sort_by(|x, y| {
        x.status
            .cmp(&y.status)
            .then(y.score.total_cmp(&x.score))
            .then_with(|| x.name.cmp(&y.name))
    });
    Diff {
        schema_version: DIFF_SCHEMA_VERSION,
        aotspy_version: env!("CARGO_PKG_VERSION").into(),
        a: a_dir.display().to_string(),
        b: b_dir.display().to_string(),
        kernels,
        failures: Vec::new(),
    }
}

fn kernel_diff(a: Option<KernelFacts>, b: Option<KernelFacts>) -> KernelDiff {
    let name = a
        .as_ref()
        .or(b.as_ref())
        .map(|k| k.name.clone())
        .unwrap_or_default();
    let (Some(ka), Some(kb)) = (&a, &b) else {
        let status = if a.is_some() {
            Status::Removed
        } else {
            Status::Added
        };
        return KernelDiff {
            name,
            status,
            score: f64::INFINITY,
            a,
            b,
            changes: Vec::new(),
        };
    };
    let mut changes = Changes::default();
    changes.resources(ka, kb);
    changes.isa(ka, kb);
    changes.advice(ka, kb);
    changes.launch_sites(ka, kb);
    if ka.dispatches != kb.dispatches {
        changes.list.push(format!(
            "dispatches: {} -> {}",
            ka.dispatches, kb.dispatches
        ));
    }
    let status = if changes.list.is_empty() {
        Status::Same
    } else {
        Status::Changed
    };
    KernelDiff {
        name,
        status,
        score: changes.score,
        a,
        b,
        changes: changes.list,
    }
}

/// What differs between a kernel in A and in B, and how much ([`KernelDiff::score`]).
#[derive(Default)]
struct Changes {
    list: Vec<String>,
    score: f64,
}

/// A count from a kernel's ASM analysis, when it has one.
fn isa_count(k: &KernelFacts, count: fn(&Analysis) -> usize) -> Option<u64> {
    k.isa.as_ref().map(|a| count(a) as u64)
}

impl Changes {
    /// `label: x -> y` when they differ, weighing `weight`.
    fn field(&mut self, label: &str, x: Option<u64>, y: Option<u64>, weight: f64) {
        if x != y {
            self.list
                .push(format!("{label}: {} -> {}", show(x), show(y)));
            self.score += weight;
        }
    }

    /// SIMD, registers, scratch, SLM, spill and fill sends, loops.
    fn resources(&mut self, ka: &KernelFacts, kb: &KernelFacts) {
        self.field("simd", ka.simd, kb.simd, 1.0);
        self.field("grf", ka.grf, kb.grf, 1.0);
        self.field("spill_bytes", ka.spill_bytes, kb.spill_bytes, 1.0);
        self.field("private_bytes", ka.private_bytes, kb.private_bytes, 0.5);
        self.field("slm_bytes", ka.slm_bytes, kb.slm_bytes, 0.5);
        self.field(
            "spill sends",
            isa_count(ka, |a| a.spills),
            isa_count(kb, |a| a.spills),
            1.0,
        );
        self.field(
            "fill sends",
            isa_count(ka, |a| a.fills),
            isa_count(kb, |a| a.fills),
            0.5,
        );
        self.field(
            "loops",
            isa_count(ka, |a| a.loops.len()),
            isa_count(kb, |a| a.loops.len()),
            0.5,
        );
    }

    /// The instruction count (weighed by how much it changed), the instruction mix, and
    /// instructions that changed where the count did not.
    fn isa(&mut self, ka: &KernelFacts, kb: &KernelFacts) {
        let (ia, ib) = (
            isa_count(ka, |a| a.instructions),
            isa_count(kb, |a| a.instructions),
        );
        if ia != ib {
            self.list
                .push(format!("instructions: {} -> {}", show(ia), show(ib)));
            if let (Some(x), Some(y)) = (ia, ib) {
                self.score += (y as f64 - x as f64).abs() / (x.max(1) as f64);
            }
        }
        if let (Some(x), Some(y)) = (&ka.isa, &kb.isa) {
            for (class, cx, cy) in mix_rows(&x.mix, &y.mix) {
                if cx != cy {
                    self.list.push(format!("{class}: {cx} -> {cy}"));
                }
            }
        }
        let digest = |k: &KernelFacts| k.code.as_ref().map(|c| c.normalized_sha256.clone());
        let isa_changed = digest(ka) != digest(kb);
        if isa_changed && ia == ib {
            self.list
                .push("ISA: same length, different instructions".to_owned());
            self.score += 0.01;
        }
    }

    /// Advice that fires in B only (`+id`, weighing one each) or in A only (`-id`).
    fn advice(&mut self, ka: &KernelFacts, kb: &KernelFacts) {
        let added: Vec<String> = kb
            .advice
            .difference(&ka.advice)
            .map(|id| format!("+{id}"))
            .collect();
        let gone: Vec<String> = ka
            .advice
            .difference(&kb.advice)
            .map(|id| format!("-{id}"))
            .collect();
        if !added.is_empty() || !gone.is_empty() {
            self.list.push(format!(
                "advice: {}",
                [added.clone(), gone].concat().join(" ")
            ));
            self.score += added.len() as f64;
        }
    }

    /// Call sites it is launched from in B only (`+site`) or in A only (`-site`).
    fn launch_sites(&mut self, ka: &KernelFacts, kb: &KernelFacts) {
        // A report without call sites (an older aotspy, or a kernel never sampled) says
        // nothing about where it was launched from: only two sets of sites are compared.
        if ka.launched_from.is_empty()
            || kb.launched_from.is_empty()
            || ka.launched_from == kb.launched_from
        {
            return;
        }
        let sites: Vec<String> = kb
            .launched_from
            .difference(&ka.launched_from)
            .map(|site| format!("+{site}"))
            .chain(
                ka.launched_from
                    .difference(&kb.launched_from)
                    .map(|site| format!("-{site}")),
            )
            .collect();
        self.list
            .push(format!("launched from: {}", sites.join(" ")));
    }
}

fn mix_rows(x: &Mix, y: &Mix) -> [(&'static str, usize, usize); 8] {
    [
        ("send", x.send, y.send),
        ("dpas", x.dpas, y.dpas),
        ("math", x.math, y.math),
        ("conversion", x.conversion, y.conversion),
        ("move", x.moves, y.moves),
        ("control", x.control, y.control),
        ("sync", x.sync, y.sync),
        ("other", x.other, y.other),
    ]
}

fn show(value: Option<u64>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| v.to_string())
}

/// A listing's instruction lines with what changes between builds of the same code and means
/// nothing (register numbers, label offsets, scoreboard tokens) taken out.
fn normalized(code: &[String]) -> Vec<String> {
    code.iter().map(|l| normalize_line(l)).collect()
}

/// `(W) add (1|M0) r127.2<1>:ud r127.2<0;1,0>:ud 0x40:ud {I@2}` becomes
/// `(W) add (1|M0) r.2<1>:ud r.2<0;1,0>:ud 0x40:ud`.
fn normalize_line(line: &str) -> String {
    let code = line.split("//").next().unwrap_or(line);
    let code = match code.find('{') {
        Some(at) => &code[..at],
        None => code,
    };
    let mut out = String::with_capacity(code.len());
    let mut chars = code.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        let starts_word = !previous.is_ascii_alphanumeric() && previous != '_' && previous != '.';
        if starts_word && (c == 'r' || c == 'L') && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push(c);
            while chars.peek().is_some_and(char::is_ascii_digit) {
                chars.next();
            }
            previous = '0';
            continue;
        }
        if c.is_whitespace() {
            if !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
        previous = c;
    }
    out.trim().to_owned()
}

/// A `--fail-on` item.
#[derive(Debug, Clone, PartialEq)]
pub enum Threshold {
    /// Any kernel's spill sends grew (its spill bytes, when a side has no ISA).
    Spills,
    /// Any kernel's scratch space per thread (spill or private bytes) grew.
    Scratch,
    /// Any kernel's GRF count changed.
    Grf,
    Simd,
    /// A kernel of A is missing from B.
    Removed,
    /// An advice rule fires on a kernel of B where it did not on the same kernel of A (or on a
    /// kernel B added).
    Advice(RuleId),
    /// Any kernel's instruction count grew by more than this fraction (`+10%`) or count (`+50`).
    Instructions {
        percent: Option<f64>,
        count: Option<u64>,
    },
}

/// `spills,grf,simd,removed,instructions:+10%` (or `instructions:+50`).
pub fn parse_thresholds(text: &str) -> Result<Vec<Threshold>> {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|item| {
            Ok(match item {
                "spills" => Threshold::Spills,
                "scratch" => Threshold::Scratch,
                "grf" => Threshold::Grf,
                "simd" => Threshold::Simd,
                "removed" => Threshold::Removed,
                "instructions" => Threshold::Instructions {
                    percent: None,
                    count: Some(0),
                },
                _ if item.starts_with("advice:") => Threshold::Advice(
                    item["advice:".len()..]
                        .parse()
                        .map_err(|e| anyhow::anyhow!("--fail-on `{item}`: {e}"))?,
                ),
                _ => {
                    let Some(limit) = item.strip_prefix("instructions:") else {
                        bail!(
                            "unknown --fail-on item `{item}`: use spills, scratch, grf, simd, \
                             removed, advice:RULE (e.g. advice:spills), instructions:+10% or \
                             instructions:+50"
                        );
                    };
                    let limit = limit.trim_start_matches('+');
                    match limit.strip_suffix('%') {
                        Some(p) => Threshold::Instructions {
                            percent: Some(
                                p.parse()
                                    .with_context(|| format!("`{item}`: not a percentage"))?,
                            ),
                            count: None,
                        },
                        None => Threshold::Instructions {
                            percent: None,
                            count: Some(
                                limit
                                    .parse()
                                    .with_context(|| format!("`{item}`: not a count"))?,
                            ),
                        },
                    }
                }
            })
        })
        .collect()
}

/// The thresholds `diff` crosses, one line per kernel and threshold.
fn check(diff: &Diff, thresholds: &[Threshold]) -> Vec<String> {
    let mut failures = Vec::new();
    for k in &diff.kernels {
        let name = &k.name;
        if k.status == Status::Removed && thresholds.contains(&Threshold::Removed) {
            failures.push(format!("{name}: removed"));
        }
        failures.extend(thresholds.iter().filter_map(|t| new_advice(k, t)));
        let (Some(a), Some(b)) = (&k.a, &k.b) else {
            continue;
        };
        failures.extend(thresholds.iter().filter_map(|t| crossed(name, t, a, b)));
    }
    failures
}

/// The failure of `k` when `threshold` is advice that fires on it in B and did not in A.
fn new_advice(k: &KernelDiff, threshold: &Threshold) -> Option<String> {
    let (Threshold::Advice(id), Some(b)) = (threshold, &k.b) else {
        return None;
    };
    let before = k.a.as_ref().is_some_and(|a| a.advice.contains(id));
    if !b.advice.contains(id) || before {
        return None;
    }
    let how = if k.a.is_some() {
        "now fires"
    } else {
        "fires on this added kernel"
    };
    Some(format!("{}: advice {id} {how}", k.name))
}

/// The failure of kernel `name`, as `a` in A and `b` in B, when it crosses `threshold`
/// (spills, scratch, GRF, SIMD or instructions).
fn crossed(name: &str, threshold: &Threshold, a: &KernelFacts, b: &KernelFacts) -> Option<String> {
    match threshold {
        Threshold::Spills => {
            let sends = |k: &KernelFacts| k.isa.as_ref().map(|i| i.spills as u64);
            let grew = match (sends(a), sends(b)) {
                (Some(x), Some(y)) => y > x,
                _ => b.spill_bytes > a.spill_bytes,
            };
            grew.then(|| {
                format!(
                    "{name}: spills grew ({} -> {} spill sends, {} -> {} bytes per thread)",
                    show(sends(a)),
                    show(sends(b)),
                    show(a.spill_bytes),
                    show(b.spill_bytes)
                )
            })
        }
        Threshold::Scratch
            if b.spill_bytes > a.spill_bytes || b.private_bytes > a.private_bytes =>
        {
            Some(format!(
                "{name}: scratch per thread grew (spill {} -> {} bytes, private {} -> {} bytes)",
                show(a.spill_bytes),
                show(b.spill_bytes),
                show(a.private_bytes),
                show(b.private_bytes)
            ))
        }
        Threshold::Grf if a.grf != b.grf => {
            Some(format!("{name}: GRF {} -> {}", show(a.grf), show(b.grf)))
        }
        Threshold::Simd if a.simd != b.simd => {
            Some(format!("{name}: SIMD {} -> {}", show(a.simd), show(b.simd)))
        }
        Threshold::Instructions { percent, count } => {
            let x = a.isa.as_ref()?.instructions as u64;
            let y = b.isa.as_ref()?.instructions as u64;
            let grew = y.saturating_sub(x);
            let over = match (percent, count) {
                (Some(p), _) => grew as f64 > x as f64 * p / 100.0,
                (None, Some(c)) => grew > *c,
                (None, None) => false,
            };
            over.then(|| {
                format!(
                    "{name}: instructions {x} -> {y} (+{:.1}%)",
                    grew as f64 * 100.0 / x.max(1) as f64
                )
            })
        }
        _ => None,
    }
}

fn table(diff: &Diff, all: bool) -> String {
    let headers = [
        "KERNEL",
        "STATUS",
        "DISPATCHES",
        "SIMD",
        "GRF",
        "SPILL B/THREAD",
        "INSTR",
        "WHAT CHANGED",
    ];
    let right = [false, false, true, true, true, true, true, false];
    let arrow = |x: String, y: String| if x == y { x } else { format!("{x}->{y}") };
    let field = |k: &KernelDiff, f: &dyn Fn(&KernelFacts) -> String| {
        arrow(
            k.a.as_ref().map_or_else(|| "-".to_owned(), f),
            k.b.as_ref().map_or_else(|| "-".to_owned(), f),
        )
    };
    let rows: Vec<Vec<String>> = diff
        .kernels
        .iter()
        .filter(|k| all || k.status != Status::Same)
        .map(|k| {
            let facts = k.a.as_ref().or(k.b.as_ref());
            let name = facts
                .map(|f| {
                    if f.demangled.is_empty() {
                        f.name.clone()
                    } else {
                        f.demangled.clone()
                    }
                })
                .unwrap_or_default();
            vec![
                shorten(&fold_name(&name), NAME_COLUMN),
                format!("{:?}", k.status).to_lowercase(),
                field(k, &|f| f.dispatches.to_string()),
                field(k, &|f| show(f.simd)),
                field(k, &|f| show(f.grf)),
                field(k, &|f| show(f.spill_bytes)),
                field(k, &|f| show(f.isa.as_ref().map(|i| i.instructions as u64))),
                // The first few changes, and the advice's whatever its place: a rule that
                // fired or stopped firing is what a reader of the table looks for.
                k.changes
                    .iter()
                    .filter(|c| !c.starts_with("dispatches") && !c.starts_with("advice:"))
                    .take(3)
                    .chain(k.changes.iter().filter(|c| c.starts_with("advice:")))
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("; "),
            ]
        })
        .collect();
    let count = |s: Status| diff.kernels.iter().filter(|k| k.status == s).count();
    let mut out = if rows.is_empty() {
        String::new()
    } else {
        aligned_table(&headers, &right, &rows)
    };
    let _ = writeln!(
        out,
        "{} changed, {} added, {} removed, {} the same{}",
        count(Status::Changed),
        count(Status::Added),
        count(Status::Removed),
        count(Status::Same),
        if all { "" } else { " (--all lists those too)" }
    );
    out
}

/// One self-contained page: the summary table, then per changed kernel its changes and a
/// side-by-side ISA diff (normalized lines compared, original lines shown).
fn html(diff: &Diff) -> Result<String> {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>aotspy diff</title><style>\
         body{{font-family:sans-serif;margin:1.5em}}table{{border-collapse:collapse}}\
         td,th{{border:1px solid #ccc;padding:2px 6px;font-size:13px;vertical-align:top}}\
         .isa td{{font-family:monospace;white-space:pre;font-size:12px;border:none}}\
         .del{{background:#fdd}}.ins{{background:#dfd}}.chg{{background:#ffd}}\
         h2{{font-size:16px;margin-top:2em}}</style></head><body>\
         <h1>aotspy diff</h1><p>A: {}<br>B: {}</p>",
        escape(&diff.a),
        escape(&diff.b)
    );
    if !diff.failures.is_empty() {
        let _ = write!(out, "<p><b>--fail-on crossed:</b></p><ul>");
        for f in &diff.failures {
            let _ = write!(out, "<li>{}</li>", escape(f));
        }
        let _ = write!(out, "</ul>");
    }
    let _ = write!(
        out,
        "<table><tr><th>kernel</th><th>status</th><th>what changed</th></tr>"
    );
    for (i, k) in diff.kernels.iter().enumerate() {
        let link = if k.status == Status::Changed {
            format!("<a href=\"#k{i}\">{}</a>", escape(&k.name))
        } else {
            escape(&k.name)
        };
        let _ = write!(
            out,
            "<tr><td>{link}</td><td>{:?}</td><td>{}</td></tr>",
            k.status,
            escape(&k.changes.join("; "))
        );
    }
    let _ = write!(out, "</table>");
    for (i, k) in diff.kernels.iter().enumerate() {
        if k.status != Status::Changed {
            continue;
        }
        let _ = write!(
            out,
            "<h2 id=\"k{i}\">{}</h2><p>{}</p>",
            escape(&k.name),
            escape(&k.changes.join("; "))
        );
        let (Some(a), Some(b)) = (
            k.a.as_ref().and_then(|f| f.code.as_ref()),
            k.b.as_ref().and_then(|f| f.code.as_ref()),
        ) else {
            let _ = write!(out, "<p>No ASM on one side.</p>");
            continue;
        };
        // One pair of listings in memory at a time.
        out.push_str(&side_by_side(&a.lines()?, &b.lines()?));
    }
    out.push_str("</body></html>\n");
    Ok(out)
}

fn side_by_side(la: &[String], lb: &[String]) -> String {
    let (na, nb) = (normalized(la), normalized(lb));
    let na_refs: Vec<&str> = na.iter().map(String::as_str).collect();
    let nb_refs: Vec<&str> = nb.iter().map(String::as_str).collect();
    let ops = similar::capture_diff_slices(similar::Algorithm::Myers, &na_refs, &nb_refs);
    let mut out = String::from("<table class=\"isa\">");
    let mut rows = 0;
    let row = |out: &mut String, class: &str, x: Option<&String>, y: Option<&String>| {
        let cell = |l: Option<&String>| l.map_or_else(String::new, |l| escape(l));
        let _ = write!(
            out,
            "<tr class=\"{class}\"><td>{}</td><td>{}</td></tr>",
            cell(x),
            cell(y)
        );
    };
    'ops: for op in ops {
        for (tag, old, new) in op
            .iter_changes(&na_refs, &nb_refs)
            .map(|c| (c.tag(), c.old_index(), c.new_index()))
        {
            if rows == MAX_DIFF_ROWS {
                let _ = write!(
                    out,
                    "<tr><td colspan=2>… cut at {MAX_DIFF_ROWS} lines</td></tr>"
                );
                break 'ops;
            }
            rows += 1;
            match tag {
                similar::ChangeTag::Equal => {
                    row(&mut out, "", old.map(|i| &la[i]), new.map(|i| &lb[i]))
                }
                similar::ChangeTag::Delete => row(&mut out, "del", old.map(|i| &la[i]), None),
                similar::ChangeTag::Insert => row(&mut out, "ins", None, new.map(|i| &lb[i])),
            }
        }
    }
    out.push_str("</table>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renaming_registers_and_labels_is_not_a_change() {
        let a = "(W)     add (1|M0)  r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud  {I@2}";
        let b = "(W)     add (1|M0)  r12.2<1>:ud   r12.2<0;1,0>:ud   0x40:ud  {A@1,$3}";
        assert_eq!(normalize_line(a), normalize_line(b));
        assert_eq!(
            normalize_line("(f0.0) goto.b (32|M0) L776 L696"),
            "(f0.0) goto.b (32|M0) L L"
        );
        assert_ne!(
            normalize_line("mul (16|M0) r1.0<1>:f r2.0<1;1,0>:f 2.0:f"),
            normalize_line(a)
        );
        // Immediates and types stay: they are the code.
        assert_ne!(
            normalize_line("add (1|M0) r1.0<1>:ud r1.0<0;1,0>:ud 0x40:ud"),
            normalize_line("add (1|M0) r1.0<1>:ud r1.0<0;1,0>:ud 0x80:ud")
        );
    }

    #[test]
    fn thresholds_parse_and_refuse_what_they_do_not_know() {
        assert_eq!(
            parse_thresholds("spills,grf,instructions:+10%").unwrap(),
            [
                Threshold::Spills,
                Threshold::Grf,
                Threshold::Instructions {
                    percent: Some(10.0),
                    count: None
                }
            ]
        );
        assert_eq!(
            parse_thresholds("instructions:+50").unwrap(),
            [Threshold::Instructions {
                percent: None,
                count: Some(50)
            }]
        );
        assert!(parse_thresholds("speed").is_err());
        assert!(parse_thresholds("instructions:+ten%").is_err());
    }
}
