//! Layers 2 and 3: bytes at a candidate offset cut out by their own format's idea of their
//! size, parsed, and unwrapped (zstd, ar, offload wrappers), within the decompression budget.

use super::options::{Layer, ScanOptions};
use super::search::{
    ELF_MAGIC, LLVM_BITCODE_MAGIC, MAX_DEPTH, PEEK_BYTES, SPIRV_LE_MAGIC, ZSTD_MAX_BLOCK,
};
use crate::compressed::{self, ZSTD_MAGIC};
use crate::offload::{self, BUNDLE_MAGIC, OFFLOAD_BINARY_MAGIC};
use crate::zebin::{self, Zebin, EM_INTELGT};
use crate::{ar, spirv};
use std::borrow::Cow;

/// Why bytes at a candidate offset are not reported.
pub(super) enum Rejection {
    /// Not a device image at all (a host ELF, a zstd frame of debug info, …).
    NotImage,
    /// Starts like an image but is broken.
    Invalid(String),
    /// Would decompress past the budget: skipped, and always said, wherever it was.
    OverBudget(String),
}

impl Rejection {
    /// The same rejection, said of something inside `container`.
    pub(super) fn inside(self, container: &str) -> Rejection {
        match self {
            Rejection::NotImage => Rejection::NotImage,
            Rejection::Invalid(why) => Rejection::Invalid(format!("{container}: {why}")),
            Rejection::OverBudget(why) => Rejection::OverBudget(format!("{container}: {why}")),
        }
    }

    /// What to tell the user, if anything.
    pub(super) fn why(&self) -> Option<&str> {
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
pub(super) struct Budget<'f> {
    pub(super) total: usize,
    pub(super) left: std::cell::Cell<usize>,
    pub(super) file: &'f FileBudget,
}

/// What is left of [`ScanOptions::max_decompressed_bytes_per_file`], shared by the threads
/// decoding one file's frames. A frame is charged once decoded, so threads decoding at once
/// may pass it by at most one frame's budget each.
pub(super) struct FileBudget {
    pub(super) total: usize,
    pub(super) left: std::sync::atomic::AtomicUsize,
}

impl FileBudget {
    pub(super) fn new(options: &ScanOptions) -> FileBudget {
        FileBudget {
            total: options.max_decompressed_bytes_per_file,
            left: std::sync::atomic::AtomicUsize::new(options.max_decompressed_bytes_per_file),
        }
    }

    pub(super) fn left(&self) -> usize {
        self.left.load(std::sync::atomic::Ordering::Relaxed)
    }

    pub(super) fn charge(&self, bytes: usize) {
        use std::sync::atomic::Ordering::Relaxed;
        let _ = self
            .left
            .fetch_update(Relaxed, Relaxed, |left| Some(left.saturating_sub(bytes)));
    }
}

impl<'f> Budget<'f> {
    pub(super) fn new(options: &ScanOptions, file: &'f FileBudget) -> Budget<'f> {
        Budget {
            total: options.max_decompressed_bytes,
            left: std::cell::Cell::new(options.max_decompressed_bytes),
            file,
        }
    }

    /// The most the next frame may decode to.
    pub(super) fn limit(&self) -> usize {
        self.left.get().min(self.file.left())
    }

    /// Charges `bytes` decoded (a frame's, kept or refused) to both budgets.
    pub(super) fn charge(&self, bytes: usize) {
        self.left.set(self.left.get().saturating_sub(bytes));
        self.file.charge(bytes);
    }

    /// A refusal to decode from the frame decoder, in budget terms when it was one. What the
    /// decoder decoded before refusing is charged to the budget like a kept frame's bytes: a
    /// few KB of frames that each decode up to the limit and are then refused would otherwise
    /// cost the whole budget again and again (a 2.8 KB input took 1.2 s at the default 256 MiB).
    pub(super) fn refusal(&self, refusal: compressed::Refusal, depth: usize) -> Rejection {
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
pub(super) struct Found<'a> {
    /// Offset within those bytes; `None` inside decompressed data.
    pub(super) offset: Option<usize>,
    pub(super) nesting: Vec<Layer>,
    pub(super) ar_member: Option<String>,
    pub(super) target: Option<String>,
    pub(super) bytes: Cow<'a, [u8]>,
    pub(super) zebin: Option<Zebin>,
    pub(super) spirv_kernels: Vec<String>,
}

pub(super) struct FoundArchive<'a> {
    pub(super) offset: Option<usize>,
    pub(super) nesting: Vec<Layer>,
    pub(super) bytes: Cow<'a, [u8]>,
}

pub(super) struct Classified<'a> {
    /// Bytes the outermost layer occupies.
    pub(super) extent: usize,
    pub(super) images: Vec<Found<'a>>,
    pub(super) archives: Vec<FoundArchive<'a>>,
    /// Broken parts of an otherwise readable container.
    pub(super) problems: Vec<String>,
}

impl<'a> Classified<'a> {
    /// A container of `extent` bytes, before what it holds is read.
    pub(super) fn empty(extent: usize) -> Self {
        Classified {
            extent,
            images: Vec::new(),
            archives: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// Adds what `inner`, held in this container, holds.
    pub(super) fn absorb(&mut self, inner: Classified<'a>) {
        self.images.extend(inner.images);
        self.archives.extend(inner.archives);
        self.problems.extend(inner.problems);
    }

    pub(super) fn leaf(extent: usize, found: Found<'a>) -> Self {
        Classified {
            extent,
            images: vec![found],
            archives: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// Wraps everything found inside a container of `layer` that starts at `offset`.
    pub(super) fn wrap(&mut self, layer: Layer, offset: Option<usize>) {
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

    pub(super) fn into_owned(self) -> Classified<'static> {
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

pub(super) fn leaf<'a>(format: Layer, bytes: &'a [u8]) -> Found<'a> {
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
pub(super) fn starts_like_an_image(bytes: &[u8]) -> bool {
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
pub(super) fn classify_zstd(
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
pub(super) fn classify<'a>(
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
pub(super) fn classify_zebin<'a>(
    bytes: &'a [u8],
    options: &ScanOptions,
) -> Result<Classified<'a>, Rejection> {
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
pub(super) fn classify_spirv<'a>(
    bytes: &'a [u8],
    options: &ScanOptions,
) -> Result<Classified<'a>, Rejection> {
    let extent = spirv::extent(bytes)?;
    let image = &bytes[..extent];
    let mut found = leaf(Layer::Spirv, image);
    if options.read_kernels {
        found.spirv_kernels = spirv::kernel_names(image)?;
    }
    Ok(Classified::leaf(extent, found))
}

/// Reads `bytes`, which a `.tgtimg` table lists, as one SPIR-V module of exactly that length,
/// when its header and first instruction say it is one (see
/// [`ScanOptions::take_listed_spirv_whole`]); `None` leaves it to [`classify`].
pub(super) fn classify_listed_spirv(bytes: &[u8]) -> Option<Classified<'_>> {
    spirv::check_start(bytes).ok()?;
    Some(Classified::leaf(bytes.len(), leaf(Layer::Spirv, bytes)))
}

/// Reads the `ar` archive at the start of `bytes`: an ocloc fat binary when a member holds an
/// image, else no image.
pub(super) fn classify_ar<'a>(
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
pub(super) fn classify_wrapped_entry<'a>(
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

/// The format of bytes that are no image read here: LLVM bitcode, or unknown.
pub(super) fn unreadable_format(bytes: &[u8]) -> Layer {
    if bytes.starts_with(LLVM_BITCODE_MAGIC) {
        Layer::LlvmBitcode
    } else {
        Layer::Unknown
    }
}
