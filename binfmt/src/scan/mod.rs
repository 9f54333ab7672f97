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
use crate::offload::{self};
use crate::zebin::{self, Zebin};
use rayon::prelude::*;
use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

mod classify;
mod options;
mod search;

use classify::{
    classify, classify_listed_spirv, classify_zstd, unreadable_format, Budget, Classified,
    FileBudget, Rejection,
};
pub use options::*;
use search::{find_magics, searched_ranges, without, Magic};

/// A device image found in a file.
#[derive(Debug, Clone, PartialEq, Eq)]
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
        nesting_text(&self.nesting)
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

impl Archive<'_> {
    /// `zstd > ar`.
    pub fn nesting_text(&self) -> String {
        nesting_text(&self.nesting)
    }
}

/// Layers as `zstd > ar > zebin`, outermost first.
fn nesting_text(layers: &[Layer]) -> String {
    let names: Vec<&str> = layers.iter().map(|l| l.name()).collect();
    names.join(" > ")
}

/// Everything found in one file.
#[derive(Debug, Default)]
pub struct Scan<'a> {
    pub images: Vec<DeviceImage<'a>>,
    pub archives: Vec<Archive<'a>>,
    /// Things that were meant to be images but could not be read, said once each.
    pub warnings: Vec<String>,
    /// Frames [`ScanOptions::decode_frames`] left alone, in file order: those the scan read,
    /// not those it passed over inside an image it read before them. [`scan_frames`] reads them
    /// later as this scan would have.
    pub undecoded_frames: Vec<UndecodedFrame>,
}

/// Finds every device image in `file`. Never fails: what cannot be read is left out, with a
/// warning when it was meant to be an image.
pub fn scan<'a>(file: &'a [u8], options: &ScanOptions) -> Scan<'a> {
    let reader = FileReader::new(file, options);
    let mut result = Scan {
        warnings: reader.layout.problems.clone(),
        ..Scan::default()
    };
    let searched = searched_ranges(file, &reader.layout, options);
    let candidates = reader.candidates(&searched);
    let mut frames = reader.decode_frames(&candidates);
    let mut queue = CandidateQueue {
        listed_and_found: candidates.into_iter().peekable(),
        unclaimed: std::collections::VecDeque::new(),
    };
    let mut unclaimed = UnclaimedParts {
        searched: &searched,
        listed_starts: &reader.listed_starts,
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
                let more = reader.decode_frames(&hits);
                frames.decoded.extend(more.decoded);
                frames.undecoded.extend(more.undecoded);
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

/// What [`scan`] with `options` finds in the zstd frames at `offsets`: frames a scan with other
/// [`ScanOptions::decode_frames`] left undecoded ([`Scan::undecoded_frames`]), each read as that
/// scan reads it (bounded by its `.tgtimg` size or its host section, decoded only if `options`
/// want its size), without searching the file again. A caller that looks for a size it did not
/// want before (a module created later) decodes those frames alone; the host layout (section
/// table, `.tgtimg` and its relocations) is still read. An offset where no frame starts gives
/// nothing. One difference from a whole scan, in crafted files only: a frame that lies inside
/// another frame whose content is no image is read by a scan that wants both sizes, but is
/// not among the first scan's undecoded frames, so not read here.
pub fn scan_frames<'a>(file: &'a [u8], offsets: &[u64], options: &ScanOptions) -> Scan<'a> {
    let reader = FileReader::new(file, options);
    // The listing `scan` decodes a frame within: at one offset, the first in table order that
    // is not empty (an empty one holds no frame; without another, the section bounds it).
    let mut listed_sizes = HashMap::new();
    for &(offset, size) in &reader.layout.listed_images {
        if size > 0 {
            listed_sizes.entry(offset as usize).or_insert(size as usize);
        }
    }
    let mut offsets: Vec<usize> = offsets
        .iter()
        .filter_map(|&offset| usize::try_from(offset).ok())
        .filter(|&offset| {
            file.get(offset..)
                .is_some_and(|at| at.starts_with(&ZSTD_MAGIC))
        })
        .collect();
    offsets.sort_unstable();
    offsets.dedup();
    let candidates: Vec<Candidate> = offsets
        .into_iter()
        .map(|offset| Candidate {
            offset,
            listed_size: listed_sizes.get(&offset).copied(),
            magic: Some(Magic::Zstd),
        })
        .collect();
    let mut result = Scan::default();
    let mut frames = reader.decode_frames(&candidates);
    for candidate in &candidates {
        reader.read_candidate(candidate, &mut frames, &mut result);
    }
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
    listed_starts: &'r [usize],
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
            .filter(|(offset, _)| self.listed_starts.binary_search(offset).is_err())
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
    /// Frames left undecoded, by offset: the bytes they occupy (a stored block's content may
    /// look like an image of its own, which belongs to the frame) and the size they declare.
    /// Reported undecoded when read, not when passed over inside an image read before them.
    undecoded: HashMap<usize, (Option<usize>, u64)>,
}

/// Where the listed images of at least a byte start, sorted.
fn listed_starts(layout: &offload::HostLayout) -> Vec<usize> {
    let mut starts: Vec<usize> = layout
        .listed_images
        .iter()
        // An empty entry claims nothing, not even its first byte.
        .filter(|&&(_, size)| size > 0)
        .map(|&(offset, _)| offset as usize)
        .collect();
    starts.sort_unstable();
    starts
}

/// One file [`scan`] reads, with its host layout and the caller's limits.
struct FileReader<'a, 'o> {
    file: &'a [u8],
    layout: offload::HostLayout,
    /// [`listed_starts`] of `layout`.
    listed_starts: Vec<usize>,
    options: &'o ScanOptions,
    /// What every frame of the file draws on (see [`ScanOptions::max_decompressed_bytes_per_file`]).
    file_budget: FileBudget,
}

impl<'a, 'o> FileReader<'a, 'o> {
    fn new(file: &'a [u8], options: &'o ScanOptions) -> Self {
        let layout = offload::host_layout(file).unwrap_or_default();
        FileReader {
            file,
            listed_starts: listed_starts(&layout),
            layout,
            options,
            file_budget: FileBudget::new(options),
        }
    }

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

    /// Reads `candidate` (its frame decoded beforehand, or left undecoded, as `frames` say)
    /// into `result`; returns where the bytes it claims end, when it claims any.
    fn read_candidate(
        &self,
        candidate: &Candidate,
        frames: &mut Frames,
        result: &mut Scan<'a>,
    ) -> Option<usize> {
        if let Some((extent, declared_size)) = frames.undecoded.remove(&candidate.offset) {
            result.undecoded_frames.push(UndecodedFrame {
                offset: candidate.offset as u64,
                declared_size,
            });
            return Some(candidate.offset + extent.unwrap_or(1));
        }
        let classified = match frames.decoded.remove(&candidate.offset) {
            Some(result) => result,
            None => match self.listed_spirv_whole(candidate) {
                Some(whole) => Ok(whole),
                None => classify(
                    self.bytes_of(candidate),
                    self.options,
                    &Budget::new(self.options, &self.file_budget),
                    0,
                ),
            },
        };
        self.report(candidate, classified, result)
    }

    /// A listed SPIR-V module taken whole, when the options ask for it and its listed range
    /// runs into no other listed image (see [`ScanOptions::take_listed_spirv_whole`]).
    fn listed_spirv_whole(&self, candidate: &Candidate) -> Option<Classified<'a>> {
        if !self.options.take_listed_spirv_whole || self.options.read_kernels {
            return None;
        }
        let end = candidate.offset + candidate.listed_size?;
        let next = self
            .listed_starts
            .partition_point(|&start| start <= candidate.offset);
        if self
            .listed_starts
            .get(next)
            .is_some_and(|&start| start < end)
        {
            return None;
        }
        classify_listed_spirv(self.bytes_of(candidate))
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

    /// Decodes the candidates' zstd frames, on every core, and notes those the options leave
    /// alone. Decoding zstd frames is most of the work in libraries built with
    /// --offload-compress, and it depends on nothing else: it runs first. (A frame both listed
    /// in .tgtimg and found by its magic is decoded once, within its listed size.)
    fn decode_frames(&self, candidates: &[Candidate]) -> Frames {
        let mut zstd_frames: Vec<(usize, usize)> = Vec::new();
        let mut undecoded = HashMap::new();
        for candidate in candidates {
            let end = self.end_of(candidate);
            let bytes = &self.file[candidate.offset..end];
            let new_frame = bytes.starts_with(&ZSTD_MAGIC)
                && zstd_frames
                    .last()
                    .is_none_or(|&(at, _)| at != candidate.offset)
                && !undecoded.contains_key(&candidate.offset);
            if !new_frame {
                continue;
            }
            match undecoded_size(bytes, self.options) {
                Some(declared_size) => {
                    let extent = compressed::frame_extent(bytes);
                    undecoded.insert(candidate.offset, (extent, declared_size));
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
        Frames { decoded, undecoded }
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

#[cfg(test)]
mod tests {
    use super::search::*;
    use super::*;
    use crate::compressed::ZSTD_MAGIC;
    use crate::offload::tests::{bundle_of, offload_binary_v1};
    use crate::offload::{BUNDLE_MAGIC, OFFLOAD_BINARY_MAGIC};
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

    /// Filler, `before`, then `small` and `large` each in a stored frame between fillers; and
    /// where the two frames start.
    fn with_two_frames(before: &[u8], small: &[u8], large: &[u8]) -> (Vec<u8>, usize, usize) {
        let mut file = filler(300, 7);
        file.extend(before);
        let small_at = file.len();
        file.extend(stored_frame(small));
        file.extend(filler(200, 8));
        let large_at = file.len();
        file.extend(stored_frame(large));
        file.extend(filler(100, 9));
        (file, small_at, large_at)
    }

    #[test]
    fn frames_of_unwanted_sizes_are_listed_not_decoded() {
        let small = module(&["small"]);
        let large = module(&["a_kernel_with_a_longer_name", "and_another_one"]);
        assert_ne!(small.len(), large.len());
        let (file, small_at, large_at) = with_two_frames(&[], &small, &large);
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

    /// `bytes` as the literal of an OpSourceExtension right after `module`'s header: inside the
    /// module as its instruction walk cuts it out.
    fn with_literal(module: &[u8], bytes: &[u8]) -> Vec<u8> {
        let words = bytes.len().div_ceil(4);
        let mut out = module[..20].to_vec();
        out.extend((((words as u32 + 1) << 16) | 4).to_le_bytes());
        out.extend(bytes);
        out.resize(out.len() + words * 4 - bytes.len(), 0);
        out.extend(&module[20..]);
        out
    }

    fn compressed_images<'s, 'a>(found: &'s Scan<'a>) -> Vec<&'s DeviceImage<'a>> {
        found.images.iter().filter(|i| i.compressed).collect()
    }

    /// Frames a scan left undecoded are read later by `scan_frames` as a scan that wants their
    /// size reads them; a frame inside an image the scan read (here a module's literal) belongs
    /// to that image: it is neither listed undecoded nor read later.
    #[test]
    fn frames_left_undecoded_are_read_later_as_a_scan_would() {
        let small = module(&["small"]);
        let large = module(&["a_kernel_with_a_longer_name", "and_another_one"]);
        let holder = with_literal(&module(&["holder"]), &stored_frame(&module(&["inner"])));
        let (file, small_at, large_at) =
            with_two_frames(&[&holder[..], &filler(64, 1)].concat(), &small, &large);
        let holder_at = small_at - 64 - holder.len();
        let none = ScanOptions {
            decode_frames: Some(FrameSizes::default()),
            ..ScanOptions::default()
        };
        let first = scan(&file, &none);
        let offsets: Vec<u64> = first.undecoded_frames.iter().map(|f| f.offset).collect();
        assert_eq!(offsets, [small_at as u64, large_at as u64]);
        assert_eq!(first.images.len(), 1);
        assert_eq!(first.images[0].offset, holder_at as u64);
        assert_eq!(first.images[0].bytes.len(), holder.len());

        let every = ScanOptions::default();
        let later = scan_frames(&file, &offsets, &every);
        let whole = scan(&file, &every);
        assert_eq!(
            whole.images.len(),
            3,
            "the frame inside the module is its own"
        );
        assert_eq!(compressed_images(&later), compressed_images(&whole));
        assert_eq!(compressed_images(&later).len(), 2);
        assert!(later.undecoded_frames.is_empty());
        // Only the sizes asked for; an offset where no frame starts gives nothing.
        let only_small = ScanOptions {
            decode_frames: Some(FrameSizes {
                exact: [small.len() as u64].into(),
                at_most: 0,
            }),
            ..ScanOptions::default()
        };
        let some = scan_frames(
            &file,
            &[small_at as u64, large_at as u64, 5, u64::MAX],
            &only_small,
        );
        assert_eq!(compressed_images(&some), compressed_images(&whole)[..1]);
        assert_eq!(some.undecoded_frames.len(), 1);
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
