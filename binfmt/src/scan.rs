//! Finds every Intel GPU device image inside a file: a host executable or library, a fat object,
//! a standalone zebin or SPIR-V module, an ocloc fat binary, or any blob that embeds them.
//!
//! Three layers, cheapest first:
//! 1. **Search.** One pass of a SIMD multi-substring search (`aho-corasick`'s Teddy) for all the
//!    magics at once (ELF, `!<arch>`, zstd, SPIR-V, OffloadBinary, offload bundle), split across
//!    cores for large files; plus the `.tgtimg` table of a host ELF, which lists its images
//!    (whose bytes are searched only where reading the listed image leaves them unclaimed).
//! 2. **Validate.** Each hit is cut out by its own format's idea of its size (ELF headers, `ar`
//!    member headers, the zstd frame, SPIR-V instruction lengths, wrapper size fields), bounded
//!    by the host section it lies in, and parsed; hits that fail are dropped (or reported, when
//!    they were meant to be images).
//! 3. **Unwrap.** Containers are opened recursively: zstd → ar → zebin, OffloadBinary → SPIR-V.
//!
//! Hits inside an image already claimed (the zebins of an `ar`, say) are not reported twice.

use crate::compressed::{self, ZSTD_MAGIC};
use crate::offload::{self, BUNDLE_MAGIC, OFFLOAD_BINARY_MAGIC};
use crate::zebin::{self, Zebin, EM_INTELGT};
use crate::{ar, spirv};
use rayon::prelude::*;
use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

/// [`ScanOptions::max_decompressed_bytes`] by default: above the largest device image seen in
/// a real library (oneMKL's, tens of MB), far below what a nested-frame bomb asks for.
pub const DEFAULT_DECOMPRESSION_BUDGET: usize = 256 << 20;

/// [`ScanOptions::max_decompressed_bytes_per_file`] by default: four frames at the per-frame
/// budget.
pub const DEFAULT_FILE_DECOMPRESSION_BUDGET: usize = 4 * DEFAULT_DECOMPRESSION_BUDGET;

/// Limits for hostile input.
#[derive(Debug, Clone)]
pub struct ScanOptions {
    /// The most bytes a zstd frame found in the file may decompress to, together with every
    /// frame nested inside it: one budget for all nesting levels, since each level keeps its
    /// output while the next decodes. A frame that would pass it is skipped with a warning.
    pub max_decompressed_bytes: usize,
    /// The most bytes all the zstd frames of one file may decompress to together, those
    /// refused after decoding included: the frames of a file are decoded on several threads
    /// and held until they are reported, so a few KB of overlapping frames that each decode to
    /// the per-frame budget would otherwise cost it again for each (a 2.8 KB input took 1.2 s
    /// and could hold a budget per frame). Frames past it are skipped with a warning.
    pub max_decompressed_bytes_per_file: usize,
    /// Which zstd frames of the file itself to decode, by the size they declare (`None`: all).
    /// Decoding is most of a scan's cost; a caller that looks for images of known sizes
    /// (provenance) decodes only frames that could hold them, and gets the others listed in
    /// [`Scan::undecoded_frames`]. Frames that declare no size are always decoded.
    pub decode_frames: Option<FrameSizes>,
    /// Parse each zebin's zeInfo and list each SPIR-V module's kernels. A caller that only
    /// hashes images (provenance) leaves it off: zeInfo parsing is most of the cost of a
    /// driver library's hundreds of builtin zebins. Images are still cut out by their headers.
    pub read_kernels: bool,
    /// Search only a host ELF's sections that may hold data: not its code, symbols, strings,
    /// relocations, unwind or debug information (half or more of a large library). Images a
    /// `.tgtimg` table lists are read wherever they are.
    pub only_data_sections: bool,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            max_decompressed_bytes: DEFAULT_DECOMPRESSION_BUDGET,
            max_decompressed_bytes_per_file: DEFAULT_FILE_DECOMPRESSION_BUDGET,
            decode_frames: None,
            read_kernels: true,
            only_data_sections: false,
        }
    }
}

/// The decompressed sizes of the zstd frames worth decoding.
#[derive(Debug, Clone, Default)]
pub struct FrameSizes {
    pub exact: std::collections::BTreeSet<u64>,
    /// Frames of up to this many bytes too (for parts of a whole of known size).
    pub at_most: u64,
}

impl FrameSizes {
    pub fn wants(&self, size: u64) -> bool {
        size <= self.at_most || self.exact.contains(&size)
    }
}

/// A zstd frame left undecoded (see [`ScanOptions::decode_frames`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndecodedFrame {
    pub offset: u64,
    /// The decompressed size it declares.
    pub declared_size: u64,
}

/// One layer of how an image is stored, outermost first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layer {
    /// A clang-offload-bundler file.
    OffloadBundle,
    /// An LLVM OffloadBinary (new offload model).
    OffloadBinary,
    Zstd,
    /// An ocloc fat binary.
    Ar,
    Zebin,
    Spirv,
    /// LLVM bitcode, which a `.tgtimg` entry may point at (it is no GPU code yet).
    LlvmBitcode,
    /// A `.tgtimg` entry whose bytes are in no format known here.
    Unknown,
}

impl Layer {
    pub fn name(self) -> &'static str {
        match self {
            Layer::OffloadBundle => "offload-bundle",
            Layer::OffloadBinary => "offload-binary",
            Layer::Zstd => "zstd",
            Layer::Ar => "ar",
            Layer::Zebin => "zebin",
            Layer::Spirv => "spirv",
            Layer::LlvmBitcode => "llvm-bitcode",
            Layer::Unknown => "unknown",
        }
    }
}

/// A device image found in a file.
#[derive(Debug, Clone)]
pub struct DeviceImage<'a> {
    /// File offset of the image, or of the compressed frame holding it (see `compressed`).
    pub offset: u64,
    /// Bytes of the file it occupies: the image itself, or the whole compressed frame.
    pub stored_bytes: u64,
    /// `offset` is that of a compressed frame the image was decompressed from.
    pub compressed: bool,
    /// The host ELF section holding `offset`.
    pub section: Option<String>,
    /// Listed in the host's `.tgtimg` table (rather than found by its magic alone).
    pub listed: bool,
    /// How it is stored, outermost first, ending with its own format.
    pub nesting: Vec<Layer>,
    /// The ocloc fat binary member it is, named by target (`64.12.60.7`, `64.dg2`).
    pub ar_member: Option<String>,
    /// The target its offload wrapper or section names (`sycl-spir64_gen`, a triple and arch).
    pub target: Option<String>,
    pub bytes: Cow<'a, [u8]>,
    /// Its zeInfo and compat note, for zebins.
    pub zebin: Option<Zebin>,
    /// Kernel entry points, for SPIR-V.
    pub spirv_kernels: Vec<String>,
}

impl DeviceImage<'_> {
    /// The image's own format: the last layer.
    pub fn format(&self) -> Layer {
        *self.nesting.last().expect("every image has a format")
    }

    /// `zstd > ar > zebin`.
    pub fn nesting_text(&self) -> String {
        let names: Vec<&str> = self.nesting.iter().map(|l| l.name()).collect();
        names.join(" > ")
    }

    /// Kernel names as the binary spells them (mangled).
    pub fn kernel_names(&self) -> Vec<&str> {
        match &self.zebin {
            Some(zebin) => zebin.kernels.iter().map(|k| k.name.as_str()).collect(),
            None => self.spirv_kernels.iter().map(String::as_str).collect(),
        }
    }

    /// The GPUs it targets, as ocloc device names where known: from the zebin's compat note,
    /// the fat-binary member name, and the offload wrapper's `arch`. Empty for SPIR-V.
    pub fn devices(&self) -> Vec<String> {
        let mut devices = Vec::new();
        let mut add = |device: String| {
            if !device.is_empty() && !devices.contains(&device) {
                devices.push(device);
            }
        };
        if let Some(zebin) = &self.zebin {
            if let Some(device) = zebin.ocloc_device() {
                add(device);
            }
        }
        if let Some(member) = &self.ar_member {
            let target = member.strip_prefix("64.").or(member.strip_prefix("32."));
            let target = target.unwrap_or(member);
            add(zebin::device_for_ip_version(target)
                .map_or_else(|| target.to_owned(), str::to_owned));
        }
        if let Some(arch) = self.target.as_deref().and_then(|t| t.split_once(' ')) {
            add(arch.1.to_owned());
        }
        devices
    }
}

/// An ocloc fat binary found in a file: modules may be created from it whole.
#[derive(Debug, Clone)]
pub struct Archive<'a> {
    pub offset: u64,
    pub compressed: bool,
    pub section: Option<String>,
    /// Layers around it, ending with [`Layer::Ar`].
    pub nesting: Vec<Layer>,
    pub bytes: Cow<'a, [u8]>,
}

/// Everything found in one file.
#[derive(Debug, Default)]
pub struct Scan<'a> {
    pub images: Vec<DeviceImage<'a>>,
    pub archives: Vec<Archive<'a>>,
    /// Things that were meant to be images but could not be read, said once each.
    pub warnings: Vec<String>,
    /// Frames [`ScanOptions::decode_frames`] left alone, in file order.
    pub undecoded_frames: Vec<UndecodedFrame>,
}

/// Magics the search looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Magic {
    /// An ELF with `e_machine` EM_INTELGT.
    IntelGtElf,
    Ar,
    Zstd,
    Spirv,
    OffloadBinary,
    Bundle,
}

const ELF_MAGIC: &[u8] = b"\x7fELF";
const AR_MAGIC: &[u8] = b"!<arch>\n";
const SPIRV_LE_MAGIC: [u8; 4] = spirv::MAGIC.to_le_bytes();
const LLVM_BITCODE_MAGIC: &[u8] = b"BC\xc0\xde";
/// Decompressed bytes sniffed to decide whether a frame is worth decoding whole.
const PEEK_BYTES: usize = 64;
/// zstd's largest block: a frame that declares no more holds at most one block.
const ZSTD_MAX_BLOCK: u64 = 128 << 10;
/// zstd inside ar inside zstd… deeper than this is not a real binary.
const MAX_DEPTH: usize = 6;
/// Below twice this many bytes, the search runs on one thread: spawning costs more than it saves.
const MIN_BYTES_PER_SEARCH_THREAD: usize = 32 << 20;
/// What a searching thread takes at a time (see [`find_magics`]).
const SEARCH_PIECE: usize = 8 << 20;

const MAGIC_NEEDLES: [(&[u8], Magic); 6] = [
    (ELF_MAGIC, Magic::IntelGtElf),
    (AR_MAGIC, Magic::Ar),
    (&ZSTD_MAGIC, Magic::Zstd),
    (&SPIRV_LE_MAGIC, Magic::Spirv),
    (&OFFLOAD_BINARY_MAGIC, Magic::OffloadBinary),
    (BUNDLE_MAGIC, Magic::Bundle),
];

/// Built once: a scan searches each file, and each listed image's unclaimed part, with it.
static MAGIC_SEARCHER: std::sync::LazyLock<aho_corasick::packed::Searcher> =
    std::sync::LazyLock::new(|| {
        let mut patterns = aho_corasick::packed::Config::new().builder();
        for (needle, _) in MAGIC_NEEDLES {
            patterns.add(needle);
        }
        patterns
            .build()
            .expect("a packed searcher accepts 6 short needles")
    });

/// The cores to search and decode on, asked once: `available_parallelism` reads the cgroup's
/// CPU quota from /proc and /sys at each call (asked at each of the 9,687 searches of listed
/// images' unclaimed parts in a oneMKL GEMM script's libraries, it took 26% of a cold
/// `aotspy report`'s CPU samples).
fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Every offset in `ranges` (sorted, disjoint) where a magic occurs, sorted. ELF hits are kept
/// only for EM_INTELGT.
///
/// A SIMD multi-substring search (Teddy) checks all needles in one pass, so each byte is read
/// once with no per-byte work in Rust; large inputs are split across the available cores.
fn find_magics(file: &[u8], ranges: &[Range<usize>]) -> Vec<(usize, Magic)> {
    let searcher = &*MAGIC_SEARCHER;
    // Hits that start in [start, end); the window reaches past `end` so that a magic straddling
    // the boundary is still seen whole.
    let longest = MAGIC_NEEDLES
        .iter()
        .map(|(n, _)| n.len())
        .max()
        .unwrap_or(1);
    let search = |range: &Range<usize>, hits: &mut Vec<(usize, Magic)>| {
        let window = &file[range.start..(range.end + longest - 1).min(file.len())];
        for hit in searcher.find_iter(window) {
            let offset = range.start + hit.start();
            if offset >= range.end {
                break;
            }
            let magic = MAGIC_NEEDLES[hit.pattern().as_usize()].1;
            if magic != Magic::IntelGtElf || zebin::is_zebin(&file[offset..]) {
                hits.push((offset, magic));
            }
        }
    };
    let search_all = |ranges: &[Range<usize>]| {
        let mut hits = Vec::new();
        for range in ranges {
            search(range, &mut hits);
        }
        hits
    };
    let total: usize = ranges.iter().map(Range::len).sum();
    if cores() == 1 || total < 2 * MIN_BYTES_PER_SEARCH_THREAD {
        return search_all(ranges);
    }
    // Pieces of SEARCH_PIECE bytes, in file order, taken by whichever thread is free: halves
    // fixed in advance finished 8-9 ms apart on a 1.1 GB file (one half's pages were slower to
    // map), leaving a core idle.
    let pieces = pieces_of(ranges, SEARCH_PIECE);
    let found: Vec<_> = pieces.par_iter().map(|piece| search_all(piece)).collect();
    found.into_iter().flatten().collect()
}

/// `ranges` (sorted, disjoint) cut into consecutive pieces of `size` bytes (the last shorter),
/// each a list of ranges.
fn pieces_of(ranges: &[Range<usize>], size: usize) -> Vec<Vec<Range<usize>>> {
    let mut pieces = vec![Vec::new()];
    let mut filled = 0;
    for range in ranges {
        let mut start = range.start;
        while start < range.end {
            let end = range.end.min(start + (size - filled));
            pieces.last_mut().expect("never empty").push(start..end);
            filled += end - start;
            start = end;
            if filled == size {
                pieces.push(Vec::new());
                filled = 0;
            }
        }
    }
    if pieces.last().is_some_and(Vec::is_empty) {
        pieces.pop();
    }
    pieces
}

/// The parts of `file` the magic search covers.
fn searched_ranges(
    file: &[u8],
    layout: &offload::HostLayout,
    options: &ScanOptions,
) -> Vec<Range<usize>> {
    if !options.only_data_sections {
        return vec![Range {
            start: 0,
            end: file.len(),
        }];
    }
    let mut ranges = Vec::new();
    let mut from = 0;
    for section in layout.sections.iter().filter(|s| s.host_code_or_metadata) {
        let (start, end) = (
            section.offset as usize,
            (section.offset + section.size) as usize,
        );
        if start > from {
            ranges.push(from..start);
        }
        from = from.max(end);
    }
    if from < file.len() {
        ranges.push(from..file.len());
    }
    ranges
}

/// `ranges` (sorted, disjoint) less every range of `holes` (in any order, overlapping or not).
fn without(
    ranges: &[Range<usize>],
    holes: impl Iterator<Item = Range<usize>>,
) -> Vec<Range<usize>> {
    let mut holes: Vec<Range<usize>> = holes.filter(|h| !h.is_empty()).collect();
    holes.sort_by_key(|h| h.start);
    let mut left = Vec::new();
    let mut hole = holes.iter().peekable();
    for range in ranges {
        let mut start = range.start;
        while start < range.end {
            // Holes that end before `start` no longer matter.
            while hole.next_if(|h| h.end <= start).is_some() {}
            match hole.peek() {
                Some(h) if h.start < range.end => {
                    if h.start > start {
                        left.push(start..h.start);
                    }
                    start = start.max(h.end);
                }
                _ => {
                    left.push(start..range.end);
                    break;
                }
            }
        }
    }
    left
}

/// Finds every device image in `file`. Never fails: what cannot be read is left out, with a
/// warning when it was meant to be an image.
pub fn scan<'a>(file: &'a [u8], options: &ScanOptions) -> Scan<'a> {
    let reader = FileReader {
        file,
        layout: offload::host_layout(file).unwrap_or_default(),
        options,
        file_budget: FileBudget::new(options),
    };
    let mut result = Scan {
        warnings: reader.layout.problems.clone(),
        ..Scan::default()
    };
    let searched = searched_ranges(file, &reader.layout, options);
    let candidates = reader.candidates(&searched);
    let mut frames = reader.decode_frames(&candidates, &mut result.undecoded_frames);
    let mut queue = CandidateQueue {
        listed_and_found: candidates.into_iter().peekable(),
        unclaimed: std::collections::VecDeque::new(),
    };
    let mut unclaimed = UnclaimedParts {
        searched: &searched,
        listed_offsets: reader.listed_offsets(),
        pending: Vec::new(),
    };

    let mut claimed_until = 0;
    loop {
        if queue.unclaimed.is_empty() {
            let before = queue
                .listed_and_found
                .peek()
                .map_or(usize::MAX, |c| c.offset);
            let hits = unclaimed.search_before(file, before, claimed_until);
            if !hits.is_empty() {
                let more = reader.decode_frames(&hits, &mut result.undecoded_frames);
                frames.decoded.extend(more.decoded);
                frames.undecoded_extents.extend(more.undecoded_extents);
                queue.unclaimed.extend(hits);
            }
        }
        let Some(candidate) = queue.pop() else { break };
        if candidate.offset >= claimed_until {
            claimed_until = reader
                .read_candidate(&candidate, &mut frames, &mut result)
                .unwrap_or(claimed_until);
        }
        if let Some(size) = candidate.listed_size {
            unclaimed.add(claimed_until.max(candidate.offset)..candidate.offset + size);
        }
    }
    result.undecoded_frames.sort_by_key(|f| f.offset);
    result
}

/// The candidates [`scan`] reads, in file order: those of the first search (with the listed
/// images), and before each of them the hits in what listed images left unclaimed.
struct CandidateQueue {
    listed_and_found: std::iter::Peekable<std::vec::IntoIter<Candidate>>,
    /// Hits before the next of `listed_and_found`, in file order.
    unclaimed: std::collections::VecDeque<Candidate>,
}

impl CandidateQueue {
    fn pop(&mut self) -> Option<Candidate> {
        self.unclaimed
            .pop_front()
            .or_else(|| self.listed_and_found.next())
    }
}

/// The parts of listed images that reading them left unclaimed: the first search skipped every
/// listed image's bytes, and these are searched as the rest of the file was, but only once
/// every candidate before them was read (so never where a later candidate claimed them:
/// oneMKL's `.tgtimg` gives each zstd frame a size that runs over the frames after it).
struct UnclaimedParts<'r> {
    /// What the options let be searched at all.
    searched: &'r [Range<usize>],
    /// Where listed images of at least a byte start, sorted: a hit there is always claimed, by
    /// the listed image read first or by what claimed it.
    listed_offsets: Vec<usize>,
    /// Not searched yet.
    pending: Vec<Range<usize>>,
}

impl UnclaimedParts<'_> {
    fn add(&mut self, part: Range<usize>) {
        if !part.is_empty() {
            self.pending.push(part);
        }
    }

    /// The hits, in file order, in the pending parts from `claimed_until` up to `before` (the
    /// next candidate); what lies from `before` on stays pending.
    fn search_before(
        &mut self,
        file: &[u8],
        before: usize,
        claimed_until: usize,
    ) -> Vec<Candidate> {
        if self.pending.is_empty() {
            return Vec::new();
        }
        // Merged first: with thousands of overlapping listed images, parts would pile up.
        self.pending = union(std::mem::take(&mut self.pending));
        let mut due = Vec::new();
        self.pending.retain_mut(|part| {
            let start = part.start.max(claimed_until);
            if start < part.end.min(before) {
                due.push(start..part.end.min(before));
            }
            part.start = part.start.max(before);
            part.start < part.end
        });
        let ranges: Vec<Range<usize>> = self
            .searched
            .iter()
            .flat_map(|searched| {
                due.iter()
                    .map(|part| part.start.max(searched.start)..part.end.min(searched.end))
            })
            .filter(|r| !r.is_empty())
            .collect();
        find_magics(file, &union(ranges))
            .into_iter()
            .filter(|(offset, _)| self.listed_offsets.binary_search(offset).is_err())
            .map(|(offset, magic)| Candidate {
                offset,
                listed_size: None,
                magic: Some(magic),
            })
            .collect()
    }
}

/// `ranges` merged where they overlap or touch, sorted.
fn union(mut ranges: Vec<Range<usize>>) -> Vec<Range<usize>> {
    ranges.sort_by_key(|r| r.start);
    let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
    for range in ranges {
        match merged.last_mut() {
            Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
            _ => merged.push(range),
        }
    }
    merged
}

/// An offset [`scan`] reads: one a `.tgtimg` table lists, or one where a magic was found.
struct Candidate {
    offset: usize,
    listed_size: Option<usize>,
    magic: Option<Magic>,
}

/// The zstd frames of a file, read before everything else (see [`FileReader::decode_frames`]).
struct Frames {
    /// What each decoded frame holds, by offset.
    decoded: HashMap<usize, Result<Classified<'static>, Rejection>>,
    /// Frames left undecoded, by offset, with the bytes they occupy (a stored block's content
    /// may look like an image of its own, which belongs to the frame).
    undecoded_extents: HashMap<usize, Option<usize>>,
}

/// One file [`scan`] reads, with its host layout and the caller's limits.
struct FileReader<'a, 'o> {
    file: &'a [u8],
    layout: offload::HostLayout,
    options: &'o ScanOptions,
    /// What every frame of the file draws on (see [`ScanOptions::max_decompressed_bytes_per_file`]).
    file_budget: FileBudget,
}

impl<'a> FileReader<'a, '_> {
    /// The listed images (exact ranges) and the magic hits in `searched`, in file order (at one
    /// offset, the listed image first). The search skips the listed images' bytes (most of a
    /// SYCL library's data): they belong to the image, and [`scan`] searches only what reading
    /// it leaves unclaimed.
    fn candidates(&self, searched: &[Range<usize>]) -> Vec<Candidate> {
        let listed = self
            .layout
            .listed_images
            .iter()
            .map(|&(offset, size)| offset as usize..(offset + size) as usize);
        let outside_listed = without(searched, listed);
        let mut candidates: Vec<Candidate> =
            self.layout
                .listed_images
                .iter()
                .map(|&(offset, size)| Candidate {
                    offset: offset as usize,
                    listed_size: Some(size as usize),
                    magic: None,
                })
                .chain(find_magics(self.file, &outside_listed).into_iter().map(
                    |(offset, magic)| Candidate {
                        offset,
                        listed_size: None,
                        magic: Some(magic),
                    },
                ))
                .collect();
        candidates.sort_by_key(|c| (c.offset, c.listed_size.is_none()));
        candidates
    }

    /// Where listed images start, sorted.
    fn listed_offsets(&self) -> Vec<usize> {
        let mut offsets: Vec<usize> = self
            .layout
            .listed_images
            .iter()
            // An empty entry claims nothing, not even its first byte.
            .filter(|&&(_, size)| size > 0)
            .map(|&(offset, _)| offset as usize)
            .collect();
        offsets.sort_unstable();
        offsets
    }

    /// Reads `candidate` (its frame decoded beforehand, or left undecoded, as `frames` say)
    /// into `result`; returns where the bytes it claims end, when it claims any.
    fn read_candidate(
        &self,
        candidate: &Candidate,
        frames: &mut Frames,
        result: &mut Scan<'a>,
    ) -> Option<usize> {
        if let Some(&extent) = frames.undecoded_extents.get(&candidate.offset) {
            return Some(candidate.offset + extent.unwrap_or(1));
        }
        let classified = match frames.decoded.remove(&candidate.offset) {
            Some(result) => result,
            None => classify(
                self.bytes_of(candidate),
                self.options,
                &Budget::new(self.options, &self.file_budget),
                0,
            ),
        };
        self.report(candidate, classified, result)
    }

    /// Where a candidate's bytes end at the latest: its listed size, else its host section.
    fn end_of(&self, candidate: &Candidate) -> usize {
        match candidate.listed_size {
            Some(size) => candidate.offset + size,
            None => self
                .layout
                .section_at(candidate.offset as u64)
                .map_or(self.file.len(), |s| (s.offset + s.size) as usize),
        }
    }

    fn bytes_of(&self, candidate: &Candidate) -> &'a [u8] {
        &self.file[candidate.offset..self.end_of(candidate)]
    }

    /// Decodes the candidates' zstd frames, on every core, and lists in `undecoded` those the
    /// options leave alone. Decoding zstd frames is most of the work in libraries built with
    /// --offload-compress, and it depends on nothing else: it runs first. (A frame both listed
    /// in .tgtimg and found by its magic is decoded once, within its listed size.)
    fn decode_frames(
        &self,
        candidates: &[Candidate],
        undecoded: &mut Vec<UndecodedFrame>,
    ) -> Frames {
        let mut zstd_frames: Vec<(usize, usize)> = Vec::new();
        let mut undecoded_extents = HashMap::new();
        for candidate in candidates {
            let end = self.end_of(candidate);
            let bytes = &self.file[candidate.offset..end];
            let new_frame = bytes.starts_with(&ZSTD_MAGIC)
                && zstd_frames
                    .last()
                    .is_none_or(|&(at, _)| at != candidate.offset)
                && undecoded
                    .last()
                    .is_none_or(|f| f.offset != candidate.offset as u64);
            if !new_frame {
                continue;
            }
            match undecoded_size(bytes, self.options) {
                Some(declared_size) => {
                    undecoded.push(UndecodedFrame {
                        offset: candidate.offset as u64,
                        declared_size,
                    });
                    undecoded_extents.insert(candidate.offset, compressed::frame_extent(bytes));
                }
                None => zstd_frames.push((candidate.offset, end)),
            }
        }
        let decoded = zstd_frames
            .par_iter()
            .map(|&(offset, end)| {
                let budget = Budget::new(self.options, &self.file_budget);
                let read = classify_zstd(&self.file[offset..end], self.options, &budget, 0);
                (offset, read)
            })
            .collect();
        Frames {
            decoded,
            undecoded_extents,
        }
    }

    /// Adds what was read at `candidate` to `result`; returns where the bytes it claims end,
    /// when it claims any.
    fn report(
        &self,
        candidate: &Candidate,
        classified: Result<Classified<'a>, Rejection>,
        result: &mut Scan<'a>,
    ) -> Option<usize> {
        let site = Site {
            offset: candidate.offset,
            section: self.layout.section_at(candidate.offset as u64),
        };
        match classified {
            Ok(found) => Some(self.report_found(candidate, &site, found, result)),
            Err(rejection) => self.report_rejection(candidate, &site, rejection, result),
        }
    }

    /// Adds the images and archives found at `candidate`; returns where they end.
    fn report_found(
        &self,
        candidate: &Candidate,
        site: &Site,
        found: Classified<'a>,
        result: &mut Scan<'a>,
    ) -> usize {
        for problem in found.problems {
            result.warnings.push(format!("{}: {problem}", site.place()));
        }
        for archive in found.archives {
            result.archives.push(Archive {
                offset: (candidate.offset + archive.offset.unwrap_or(0)) as u64,
                compressed: archive.offset.is_none(),
                section: site.section_name(),
                nesting: archive.nesting,
                bytes: archive.bytes,
            });
        }
        let section_target = site.section_target();
        for image in found.images {
            let compressed = image.offset.is_none();
            let offset = candidate.offset + image.offset.unwrap_or(0);
            let stored_bytes = if compressed {
                found.extent
            } else {
                image.bytes.len()
            };
            result.images.push(DeviceImage {
                offset: offset as u64,
                stored_bytes: stored_bytes as u64,
                compressed,
                section: self
                    .layout
                    .section_at(offset as u64)
                    .map(|s| s.name.clone()),
                listed: candidate.listed_size.is_some(),
                nesting: image.nesting,
                ar_member: image.ar_member,
                target: image.target.or_else(|| section_target.clone()),
                bytes: image.bytes,
                zebin: image.zebin,
                spirv_kernels: image.spirv_kernels,
            });
        }
        candidate.offset + found.extent.max(1)
    }

    /// Says why `candidate` was not read, when it was meant to be an image, and reports it as
    /// an image of its own format when the `.tgtimg` table lists it; returns where a listed
    /// image ends.
    fn report_rejection(
        &self,
        candidate: &Candidate,
        site: &Site,
        rejection: Rejection,
        result: &mut Scan<'a>,
    ) -> Option<usize> {
        if candidate.listed_size.is_none() {
            let meant_to_be_an_image = site
                .section
                .is_some_and(|s| offload::is_offload_section(&s.name))
                || candidate.offset == 0
                || candidate.magic == Some(Magic::IntelGtElf);
            match rejection {
                Rejection::Invalid(why) if meant_to_be_an_image => {
                    result
                        .warnings
                        .push(format!("{}: {why}; skipped", site.place()));
                }
                // Says "skipped" itself.
                Rejection::OverBudget(why) => {
                    result.warnings.push(format!("{}: {why}", site.place()));
                }
                _ => {}
            }
            return None;
        }
        // The table says an image is here: report it even if it is in no known format.
        let bytes = self.bytes_of(candidate);
        if let Some(why) = rejection.why() {
            result
                .warnings
                .push(format!("{}: listed in .tgtimg but {why}", site.place()));
        }
        result.images.push(DeviceImage {
            offset: candidate.offset as u64,
            stored_bytes: bytes.len() as u64,
            compressed: false,
            section: site.section_name(),
            listed: true,
            nesting: vec![unreadable_format(bytes)],
            ar_member: None,
            target: site.section_target(),
            bytes: Cow::Borrowed(bytes),
            zebin: None,
            spirv_kernels: Vec::new(),
        });
        Some(candidate.offset + bytes.len())
    }
}

/// Where in the file a candidate lies, as its warnings and images say.
struct Site<'l> {
    offset: usize,
    /// The host ELF section holding it.
    section: Option<&'l offload::HostSection>,
}

impl Site<'_> {
    /// Its offset and host section, for warnings.
    fn place(&self) -> String {
        match self.section {
            Some(s) => format!("offset {:#x} ({})", self.offset, s.name),
            None => format!("offset {:#x}", self.offset),
        }
    }

    fn section_name(&self) -> Option<String> {
        self.section.map(|s| s.name.clone())
    }

    /// The target the section's name says.
    fn section_target(&self) -> Option<String> {
        self.section
            .and_then(|s| offload::section_target(&s.name))
            .map(str::to_owned)
    }
}

/// The format of bytes that are no image read here: LLVM bitcode, or unknown.
fn unreadable_format(bytes: &[u8]) -> Layer {
    if bytes.starts_with(LLVM_BITCODE_MAGIC) {
        Layer::LlvmBitcode
    } else {
        Layer::Unknown
    }
}

/// The size a zstd frame at the start of `bytes` declares, when `options` leave it undecoded.
fn undecoded_size(bytes: &[u8], options: &ScanOptions) -> Option<u64> {
    let wanted = options.decode_frames.as_ref()?;
    compressed::declared_size(bytes).filter(|&size| !wanted.wants(size))
}

/// Reads `bytes` as exactly one image or container, as when a file is given on its own: errors
/// say why it is not one.
pub fn scan_standalone<'a>(
    bytes: &'a [u8],
    options: &ScanOptions,
) -> crate::error::Result<Scan<'a>> {
    let file_budget = FileBudget::new(options);
    match classify(bytes, options, &Budget::new(options, &file_budget), 0) {
        // Zero padding after an image is common; anything else means it was cut or damaged.
        Ok(found) if bytes[found.extent..].iter().any(|&b| b != 0) => {
            Err(crate::error::Error(format!(
            "only the first {} of its {} bytes form a valid {}; the rest is truncated or corrupt",
            found.extent,
            bytes.len(),
            found.images.first().map_or("image", |i| i.nesting[0].name())
        )))
        }
        Ok(_) => Ok(scan(bytes, options)),
        Err(Rejection::Invalid(why) | Rejection::OverBudget(why)) => Err(crate::error::Error(why)),
        Err(Rejection::NotImage) => Err(crate::error::Error("no device image".into())),
    }
}

/// Why bytes at a candidate offset are not reported.
enum Rejection {
    /// Not a device image at all (a host ELF, a zstd frame of debug info, …).
    NotImage,
    /// Starts like an image but is broken.
    Invalid(String),
    /// Would decompress past the budget: skipped, and always said, wherever it was.
    OverBudget(String),
}

impl Rejection {
    /// The same rejection, said of something inside `container`.
    fn inside(self, container: &str) -> Rejection {
        match self {
            Rejection::NotImage => Rejection::NotImage,
            Rejection::Invalid(why) => Rejection::Invalid(format!("{container}: {why}")),
            Rejection::OverBudget(why) => Rejection::OverBudget(format!("{container}: {why}")),
        }
    }

    /// What to tell the user, if anything.
    fn why(&self) -> Option<&str> {
        match self {
            Rejection::NotImage => None,
            Rejection::Invalid(why) | Rejection::OverBudget(why) => Some(why),
        }
    }
}

impl From<crate::error::Error> for Rejection {
    fn from(error: crate::error::Error) -> Self {
        Rejection::Invalid(error.0)
    }
}

/// What is left of [`ScanOptions::max_decompressed_bytes`] for one frame found in the file and
/// everything nested in it (each top-level candidate gets its own, on the thread reading it),
/// and of [`ScanOptions::max_decompressed_bytes_per_file`], which every frame of the file draws
/// on.
struct Budget<'f> {
    total: usize,
    left: std::cell::Cell<usize>,
    file: &'f FileBudget,
}

/// What is left of [`ScanOptions::max_decompressed_bytes_per_file`], shared by the threads
/// decoding one file's frames. A frame is charged once decoded, so threads decoding at once
/// may pass it by at most one frame's budget each.
struct FileBudget {
    total: usize,
    left: std::sync::atomic::AtomicUsize,
}

impl FileBudget {
    fn new(options: &ScanOptions) -> FileBudget {
        FileBudget {
            total: options.max_decompressed_bytes_per_file,
            left: std::sync::atomic::AtomicUsize::new(options.max_decompressed_bytes_per_file),
        }
    }

    fn left(&self) -> usize {
        self.left.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn charge(&self, bytes: usize) {
        use std::sync::atomic::Ordering::Relaxed;
        let _ = self
            .left
            .fetch_update(Relaxed, Relaxed, |left| Some(left.saturating_sub(bytes)));
    }
}

impl<'f> Budget<'f> {
    fn new(options: &ScanOptions, file: &'f FileBudget) -> Budget<'f> {
        Budget {
            total: options.max_decompressed_bytes,
            left: std::cell::Cell::new(options.max_decompressed_bytes),
            file,
        }
    }

    /// The most the next frame may decode to.
    fn limit(&self) -> usize {
        self.left.get().min(self.file.left())
    }

    /// Charges `bytes` decoded (a frame's, kept or refused) to both budgets.
    fn charge(&self, bytes: usize) {
        self.left.set(self.left.get().saturating_sub(bytes));
        self.file.charge(bytes);
    }

    /// A refusal to decode from the frame decoder, in budget terms when it was one. What the
    /// decoder decoded before refusing is charged to the budget like a kept frame's bytes: a
    /// few KB of frames that each decode up to the limit and are then refused would otherwise
    /// cost the whole budget again and again (a 2.8 KB input took 1.2 s at the default 256 MiB).
    fn refusal(&self, refusal: compressed::Refusal, depth: usize) -> Rejection {
        let (frame_left, file_left) = (self.left.get(), self.file.left());
        let already = self.total - frame_left;
        self.charge(refusal.decoded());
        match refusal {
            compressed::Refusal::Invalid { why, .. } => Rejection::Invalid(why),
            compressed::Refusal::OverLimit { why, .. } if file_left < frame_left => {
                Rejection::OverBudget(format!(
                    "{why} (what is left of the {}-byte decompression budget of the whole file, \
                     which its other frames used); skipped",
                    self.file.total
                ))
            }
            compressed::Refusal::OverLimit { why, .. } => Rejection::OverBudget(format!(
                "{why} (what is left of the {}-byte decompression budget shared by all nesting \
                 levels, {already} bytes already decoded around it at depth {depth}); skipped",
                self.total,
            )),
        }
    }
}

/// An image found by [`classify`], relative to the bytes it was given.
struct Found<'a> {
    /// Offset within those bytes; `None` inside decompressed data.
    offset: Option<usize>,
    nesting: Vec<Layer>,
    ar_member: Option<String>,
    target: Option<String>,
    bytes: Cow<'a, [u8]>,
    zebin: Option<Zebin>,
    spirv_kernels: Vec<String>,
}

struct FoundArchive<'a> {
    offset: Option<usize>,
    nesting: Vec<Layer>,
    bytes: Cow<'a, [u8]>,
}

struct Classified<'a> {
    /// Bytes the outermost layer occupies.
    extent: usize,
    images: Vec<Found<'a>>,
    archives: Vec<FoundArchive<'a>>,
    /// Broken parts of an otherwise readable container.
    problems: Vec<String>,
}

impl<'a> Classified<'a> {
    /// A container of `extent` bytes, before what it holds is read.
    fn empty(extent: usize) -> Self {
        Classified {
            extent,
            images: Vec::new(),
            archives: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// Adds what `inner`, held in this container, holds.
    fn absorb(&mut self, inner: Classified<'a>) {
        self.images.extend(inner.images);
        self.archives.extend(inner.archives);
        self.problems.extend(inner.problems);
    }

    fn leaf(extent: usize, found: Found<'a>) -> Self {
        Classified {
            extent,
            images: vec![found],
            archives: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// Wraps everything found inside a container of `layer` that starts at `offset`.
    fn wrap(&mut self, layer: Layer, offset: Option<usize>) {
        let shift = |inner: Option<usize>| offset.zip(inner).map(|(a, b)| a + b);
        for image in &mut self.images {
            image.nesting.insert(0, layer);
            image.offset = shift(image.offset);
        }
        for archive in &mut self.archives {
            archive.nesting.insert(0, layer);
            archive.offset = shift(archive.offset);
        }
    }

    fn into_owned(self) -> Classified<'static> {
        Classified {
            extent: self.extent,
            images: self
                .images
                .into_iter()
                .map(|image| Found {
                    bytes: Cow::Owned(image.bytes.into_owned()),
                    offset: None,
                    ..image
                })
                .collect(),
            archives: self
                .archives
                .into_iter()
                .map(|archive| FoundArchive {
                    bytes: Cow::Owned(archive.bytes.into_owned()),
                    offset: None,
                    ..archive
                })
                .collect(),
            problems: self.problems,
        }
    }
}

fn leaf<'a>(format: Layer, bytes: &'a [u8]) -> Found<'a> {
    Found {
        offset: Some(0),
        nesting: vec![format],
        ar_member: None,
        target: None,
        bytes: Cow::Borrowed(bytes),
        zebin: None,
        spirv_kernels: Vec::new(),
    }
}

/// Whether `bytes` start with the magic of something [`classify`] opens.
fn starts_like_an_image(bytes: &[u8]) -> bool {
    zebin::is_zebin(bytes)
        || ar::is_ar(bytes)
        || bytes.starts_with(&ZSTD_MAGIC)
        || bytes.starts_with(&SPIRV_LE_MAGIC)
        || bytes.starts_with(&spirv::MAGIC.to_be_bytes())
        || bytes.starts_with(&OFFLOAD_BINARY_MAGIC)
        || bytes.starts_with(BUNDLE_MAGIC)
}

/// Reads the zstd frame at the start of `bytes` and what it holds. The result owns its bytes,
/// so frames can be decoded on several threads.
fn classify_zstd(
    bytes: &[u8],
    options: &ScanOptions,
    budget: &Budget,
    depth: usize,
) -> Result<Classified<'static>, Rejection> {
    let limit = budget.limit();
    // Sniff before decoding everything: most zstd frames in a library are not device code. A
    // frame of one block is decoded whole by the sniff anyway, so it is decoded once, at once.
    let one_block = compressed::declared_size(bytes).is_some_and(|size| size <= ZSTD_MAX_BLOCK);
    if !one_block {
        let start = compressed::peek_frame(bytes, PEEK_BYTES, limit)
            .map_err(|refusal| budget.refusal(refusal, depth))?;
        if !starts_like_an_image(&start) {
            return Err(Rejection::NotImage);
        }
    }
    let frame =
        compressed::decode_frame(bytes, limit).map_err(|refusal| budget.refusal(refusal, depth))?;
    if one_block && !starts_like_an_image(&frame.data) {
        return Err(Rejection::NotImage);
    }
    // Held while what it holds is read: the levels inside share what is left.
    budget.charge(frame.data.len());
    let inner = classify(&frame.data, options, budget, depth + 1)
        .map_err(|rejection| rejection.inside("inside a zstd frame"))?;
    let mut inner = inner.into_owned();
    inner.extent = frame.compressed_len;
    inner.wrap(Layer::Zstd, None);
    Ok(inner)
}

/// Reads the image or container at the start of `bytes` (which may run on past its end).
fn classify<'a>(
    bytes: &'a [u8],
    options: &ScanOptions,
    budget: &Budget,
    depth: usize,
) -> Result<Classified<'a>, Rejection> {
    if depth > MAX_DEPTH {
        return Err(Rejection::Invalid(format!(
            "containers nested more than {MAX_DEPTH} deep"
        )));
    }
    if bytes.starts_with(ELF_MAGIC) {
        return classify_zebin(bytes, options);
    }
    if ar::is_ar(bytes) {
        return classify_ar(bytes, options, budget, depth);
    }
    if bytes.starts_with(&ZSTD_MAGIC) {
        return classify_zstd(bytes, options, budget, depth).map(|found| found as Classified<'a>);
    }
    if bytes.starts_with(&SPIRV_LE_MAGIC) || bytes.starts_with(&spirv::MAGIC.to_be_bytes()) {
        return classify_spirv(bytes, options);
    }
    let wrapped = if bytes.starts_with(&OFFLOAD_BINARY_MAGIC) {
        Some((Layer::OffloadBinary, offload::offload_binary(bytes)?))
    } else if bytes.starts_with(BUNDLE_MAGIC) {
        match offload::bundle(bytes) {
            Ok(bundle) => Some((Layer::OffloadBundle, bundle)),
            // The magic text alone, as in a section-name table.
            Err(_) => return Err(Rejection::NotImage),
        }
    } else {
        None
    };
    let Some((layer, (extent, entries))) = wrapped else {
        return Err(Rejection::NotImage);
    };
    let mut all = Classified::empty(extent);
    for entry in entries {
        classify_wrapped_entry(layer, entry, options, budget, depth, &mut all);
    }
    Ok(all)
}

/// Reads the ELF at the start of `bytes`: a zebin, or no image.
fn classify_zebin<'a>(bytes: &'a [u8], options: &ScanOptions) -> Result<Classified<'a>, Rejection> {
    if !zebin::is_zebin(bytes) {
        return Err(Rejection::NotImage);
    }
    let extent = zebin::elf_extent(bytes)
        .map_err(|e| Rejection::Invalid(format!("EM_INTELGT ({EM_INTELGT}) ELF, but {e}")))?;
    let image = &bytes[..extent];
    let mut found = leaf(Layer::Zebin, image);
    if options.read_kernels {
        let parsed = zebin::parse(image)
            .map_err(|e| Rejection::Invalid(format!("unreadable zebin: {e}")))?;
        found.zebin = Some(parsed);
    }
    Ok(Classified::leaf(extent, found))
}

/// Reads the SPIR-V module at the start of `bytes`.
fn classify_spirv<'a>(bytes: &'a [u8], options: &ScanOptions) -> Result<Classified<'a>, Rejection> {
    let extent = spirv::extent(bytes)?;
    let image = &bytes[..extent];
    let mut found = leaf(Layer::Spirv, image);
    if options.read_kernels {
        found.spirv_kernels = spirv::kernel_names(image)?;
    }
    Ok(Classified::leaf(extent, found))
}

/// Reads the `ar` archive at the start of `bytes`: an ocloc fat binary when a member holds an
/// image, else no image.
fn classify_ar<'a>(
    bytes: &'a [u8],
    options: &ScanOptions,
    budget: &Budget,
    depth: usize,
) -> Result<Classified<'a>, Rejection> {
    let extent = ar::extent(bytes).ok_or(Rejection::NotImage)?;
    let archive = &bytes[..extent];
    let members = ar::members(archive)?;
    let mut inner = Classified::empty(extent);
    for member in members {
        let member_offset = member.data.as_ptr() as usize - archive.as_ptr() as usize;
        match classify(member.data, options, budget, depth + 1) {
            Ok(mut found) => {
                for image in &mut found.images {
                    image.ar_member.get_or_insert_with(|| member.name.clone());
                }
                found.wrap(Layer::Ar, Some(member_offset));
                inner.absorb(found);
            }
            Err(rejection) => {
                if let Some(why) = rejection.why() {
                    inner
                        .problems
                        .push(format!("fat binary member {}: {why}", member.name));
                }
            }
        }
    }
    if inner.images.is_empty() {
        // A host static library, or the text "!<arch>" in some program's data.
        return Err(Rejection::NotImage);
    }
    inner.archives.insert(
        0,
        FoundArchive {
            offset: Some(0),
            nesting: vec![Layer::Ar],
            bytes: Cow::Borrowed(archive),
        },
    );
    Ok(inner)
}

/// Reads one entry of an offload wrapper of `layer` into `all`: what it holds, or the entry
/// itself as an image of its own format when it holds nothing readable.
fn classify_wrapped_entry<'a>(
    layer: Layer,
    entry: offload::WrappedImage<'a>,
    options: &ScanOptions,
    budget: &Budget,
    depth: usize,
    all: &mut Classified<'a>,
) {
    let mut found = match classify(entry.bytes, options, budget, depth + 1) {
        Ok(found) => found,
        Err(rejection) => {
            if let Some(why) = rejection.why() {
                all.problems.push(format!("{} entry: {why}", layer.name()));
            }
            let format = unreadable_format(entry.bytes);
            Classified::leaf(entry.bytes.len(), leaf(format, entry.bytes))
        }
    };
    for image in &mut found.images {
        if image.target.is_none() {
            image.target.clone_from(&entry.target);
        }
    }
    found.wrap(layer, Some(entry.offset));
    all.absorb(found);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::offload::tests::{bundle_of, offload_binary_v1};
    use crate::spirv::tests::module;

    fn compress(data: &[u8]) -> Vec<u8> {
        ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
    }

    /// Host-like filler: text and numbers, with the odd stray magic byte.
    fn filler(len: usize, seed: u8) -> Vec<u8> {
        (0..len)
            .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
            .collect()
    }

    /// Frames that each decode up to the per-frame budget and are then refused cost the file's
    /// budget: found by `scripts/fuzz scan` (2.8 KB of overlapping frames took 1.2 s, each
    /// frame decoding 256 MiB). Every frame is still said, none is decoded past the file's
    /// budget by more than the frames being decoded at once.
    #[test]
    fn frames_refused_after_decoding_draw_on_the_files_budget() {
        let mut image = module(&["k"]);
        image.resize((1 << 20) + 1, 0);
        let frame = compress(&image);
        // Up to 3 frames fit the file's budget and each thread may decode one more past it:
        // the rest, 16 at least, must be refused for the file's budget.
        let at_once = std::thread::available_parallelism().map_or(1, |n| n.get());
        let frames = 3 + at_once + 16;
        let file: Vec<u8> = std::iter::repeat_n(&frame[..], frames)
            .flatten()
            .copied()
            .collect();
        let options = ScanOptions {
            max_decompressed_bytes: 1 << 20,
            max_decompressed_bytes_per_file: 3 << 20,
            ..ScanOptions::default()
        };
        let found = scan(&file, &options);
        assert!(found.images.is_empty());
        assert_eq!(found.warnings.len(), frames, "{:#?}", found.warnings);
        let of_the_file = found
            .warnings
            .iter()
            .filter(|w| w.contains("3145728-byte decompression budget of the whole file"))
            .count();
        assert!(
            of_the_file >= 16,
            "{of_the_file} of {frames}: {:#?}",
            found.warnings
        );
    }

    #[test]
    fn finds_images_buried_in_unknown_data_and_unwraps_containers() {
        let spv = module(&["k1", "k2"]);
        let zstd_spv = compress(&spv);
        let wrapped = offload_binary_v1(&spv, "spir64-unknown-unknown", "");
        let bundled = bundle_of(&[("sycl-spir64-unknown-unknown", &spv)]);

        let mut file = filler(1000, 1);
        let spv_at = file.len();
        file.extend(&spv);
        file.extend(filler(333, 2));
        let zstd_at = file.len();
        file.extend(&zstd_spv);
        file.extend(filler(100, 3));
        let wrapped_at = file.len();
        file.extend(&wrapped);
        file.extend(filler(77, 4));
        let bundled_at = file.len();
        file.extend(&bundled);
        file.extend(filler(50, 5));

        let found = scan(&file, &ScanOptions::default());
        assert!(found.warnings.is_empty(), "{:?}", found.warnings);
        let summary: Vec<(u64, String, bool)> = found
            .images
            .iter()
            .map(|i| (i.offset, i.nesting_text(), i.compressed))
            .collect();
        assert_eq!(
            summary,
            [
                (spv_at as u64, "spirv".into(), false),
                (zstd_at as u64, "zstd > spirv".into(), true),
                (
                    (wrapped_at + wrapped.len() - spv.len()) as u64,
                    "offload-binary > spirv".into(),
                    false
                ),
                (
                    (bundled_at + bundled.len() - spv.len()) as u64,
                    "offload-bundle > spirv".into(),
                    false
                ),
            ]
        );
        for image in &found.images {
            assert_eq!(&image.bytes[..], &spv[..]);
            assert_eq!(image.kernel_names(), ["k1", "k2"]);
        }
        assert_eq!(found.images[1].stored_bytes, zstd_spv.len() as u64);
        assert_eq!(
            found.images[3].target.as_deref(),
            Some("sycl-spir64-unknown-unknown")
        );
    }

    /// A zstd frame that declares its size (ruzstd's encoder does not) and stores `data` in
    /// one raw block, so the image's own magic also shows in the file.
    fn stored_frame(data: &[u8]) -> Vec<u8> {
        let mut frame = ZSTD_MAGIC.to_vec();
        frame.push(2 << 6 | 0x20); // 4-byte content size, single segment
        frame.extend((data.len() as u32).to_le_bytes());
        let block = (data.len() as u32) << 3 | 1; // raw, last
        frame.extend(&block.to_le_bytes()[..3]);
        frame.extend(data);
        frame
    }

    #[test]
    fn frames_of_unwanted_sizes_are_listed_not_decoded() {
        let small = module(&["small"]);
        let large = module(&["a_kernel_with_a_longer_name", "and_another_one"]);
        assert_ne!(small.len(), large.len());
        let mut file = filler(300, 7);
        let small_at = file.len();
        file.extend(stored_frame(&small));
        file.extend(filler(200, 8));
        let large_at = file.len();
        file.extend(stored_frame(&large));
        file.extend(filler(100, 9));
        let options = ScanOptions {
            decode_frames: Some(FrameSizes {
                exact: [small.len() as u64].into(),
                at_most: 0,
            }),
            ..ScanOptions::default()
        };
        let found = scan(&file, &options);
        let decoded: Vec<(u64, &[u8])> = found
            .images
            .iter()
            .map(|i| (i.offset, &i.bytes[..]))
            .collect();
        assert_eq!(decoded, [(small_at as u64, &small[..])]);
        assert_eq!(
            found.undecoded_frames,
            [UndecodedFrame {
                offset: large_at as u64,
                declared_size: large.len() as u64
            }]
        );
        let parts = ScanOptions {
            decode_frames: Some(FrameSizes {
                exact: Default::default(),
                at_most: large.len() as u64,
            }),
            ..ScanOptions::default()
        };
        assert_eq!(scan(&file, &parts).images.len(), 2);
        assert!(scan(&file, &parts).undecoded_frames.is_empty());
    }

    #[test]
    fn stray_magics_are_not_images() {
        let mut file = filler(500, 9);
        for magic in [
            ELF_MAGIC,
            AR_MAGIC,
            &ZSTD_MAGIC,
            &SPIRV_LE_MAGIC,
            &OFFLOAD_BINARY_MAGIC,
            BUNDLE_MAGIC,
        ] {
            file.extend_from_slice(magic);
            file.extend(filler(40, 3));
        }
        let found = scan(&file, &ScanOptions::default());
        assert!(found.images.is_empty());
        assert!(found.warnings.is_empty(), "{:?}", found.warnings);
    }

    #[test]
    fn a_lying_zstd_frame_is_refused_with_a_reason() {
        let mut lying = ZSTD_MAGIC.to_vec();
        lying.push(0xe0);
        lying.extend((u64::MAX / 2).to_le_bytes());
        lying.extend([1, 0, 0]);
        let error = scan_standalone(&lying, &ScanOptions::default()).unwrap_err();
        assert!(error.0.contains("claims"), "{error}");

        // Within a limit it decodes, and the content is checked against the claim.
        let spv = module(&["k"]);
        let framed = compress(&spv);
        let small = ScanOptions {
            max_decompressed_bytes: 8,
            ..ScanOptions::default()
        };
        assert!(scan_standalone(&framed, &small)
            .unwrap_err()
            .0
            .contains("limit"));
        assert_eq!(scan(&framed, &small).images.len(), 0);
    }

    #[test]
    fn ranges_without_holes_keep_every_byte_outside_them() {
        let ranges = [0..10, 20..30, 40..50];
        // Out of order, overlapping, spanning two ranges, empty, past the end.
        let holes = [25..45, 2..4, 3..6, 8..8, 9..12, 48..60];
        assert_eq!(
            without(&ranges, holes.into_iter()),
            [0..2, 6..9, 20..25, 45..48]
        );
        assert_eq!(without(&ranges, std::iter::empty()), ranges);
        assert!(without(&ranges, std::iter::once(0..50)).is_empty());
    }

    #[test]
    fn pieces_cover_the_ranges_in_order_at_the_size_asked() {
        let ranges = [0..5, 10..13, 20..30];
        // As (start, end) pairs: a one-range list is what clippy takes for a typo.
        let pairs = |pieces: Vec<Vec<Range<usize>>>| -> Vec<Vec<(usize, usize)>> {
            let pair = |r: &Range<usize>| (r.start, r.end);
            pieces
                .iter()
                .map(|p| p.iter().map(pair).collect())
                .collect()
        };
        assert_eq!(
            pairs(pieces_of(&ranges, 4)),
            [
                vec![(0, 4)],
                vec![(4, 5), (10, 13)],
                vec![(20, 24)],
                vec![(24, 28)],
                vec![(28, 30)]
            ]
        );
        assert_eq!(pieces_of(&ranges, 18), [ranges.to_vec()]);
        assert!(pieces_of(&[], 4).is_empty());
    }

    #[test]
    fn parallel_magic_search_sees_magics_across_part_boundaries() {
        let len = MIN_BYTES_PER_SEARCH_THREAD * 4 + 7;
        let mut file = vec![0u8; len];
        // Wherever the parts are cut, one of these straddles a boundary.
        let offsets: Vec<usize> = (1..8).map(|i| i * len / 8 - 3).collect();
        for &at in &offsets {
            file[at..at + 8].copy_from_slice(AR_MAGIC);
        }
        let hits: Vec<usize> = find_magics(
            &file,
            &[Range {
                start: 0,
                end: file.len(),
            }],
        )
        .into_iter()
        .map(|(at, _)| at)
        .collect();
        assert_eq!(hits, offsets);
    }

    #[test]
    fn magic_search_finds_adjacent_and_overlapping_candidates() {
        let mut file = vec![0u8; 1 << 20];
        for at in [0, 4, 100_000, (1 << 20) - 4] {
            file[at..at + 4].copy_from_slice(&ZSTD_MAGIC);
        }
        file[200_000..200_008].copy_from_slice(AR_MAGIC);
        let hits = find_magics(
            &file,
            &[Range {
                start: 0,
                end: file.len(),
            }],
        );
        assert_eq!(
            hits,
            [
                (0, Magic::Zstd),
                (4, Magic::Zstd),
                (100_000, Magic::Zstd),
                (200_000, Magic::Ar),
                ((1 << 20) - 4, Magic::Zstd)
            ]
        );
    }
}
