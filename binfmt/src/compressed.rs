//! zstd frames (DPC++ `--offload-compress`), decoded with the pure-Rust `ruzstd` under a size
//! limit: a frame's header may lie about its size, and hostile input must not exhaust memory.

use crate::error::err;
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};
use std::cell::RefCell;

pub const ZSTD_MAGIC: [u8; 4] = [0x28, 0xb5, 0x2f, 0xfd];
/// Decoded bytes are collected in steps of about this much, checking the limit in between.
const DECODE_STEP: usize = 1 << 20;
/// The largest window of a decoder kept for the thread's next frame (see [`with_decoder`]).
const KEPT_WINDOW: u64 = 4 << 20;

thread_local! {
    /// The thread's decoder, reused from frame to frame.
    static DECODER: RefCell<Option<FrameDecoder>> = const { RefCell::new(None) };
}

/// Runs `decode` with the thread's decoder: a new one allocates its window and tables for
/// each frame, which for the 224 small frames of oneMKL's DFT library cost more than decoding
/// them. A frame whose window is over [`KEPT_WINDOW`] gets a decoder of its own, dropped after
/// it, so that a thread keeps at most that much between frames.
fn with_decoder<R>(window_size: u64, decode: impl FnOnce(&mut FrameDecoder) -> R) -> R {
    if window_size > KEPT_WINDOW {
        return decode(&mut FrameDecoder::new());
    }
    DECODER.with(|kept| match kept.try_borrow_mut() {
        Ok(mut kept) => decode(kept.get_or_insert_with(FrameDecoder::new)),
        // Not reentered today (a frame is decoded whole before what it holds is read).
        Err(_) => decode(&mut FrameDecoder::new()),
    })
}

/// Why a frame was not decoded, and how many bytes were decoded before that was known: work
/// a caller charges to its budget, so that frames refused after decoding cost what they took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It claims, or turned out, to hold more than the limit allowed: a resource refusal,
    /// worth a warning whatever the frame was.
    OverLimit { why: String, decoded: usize },
    /// Not a well-formed zstd frame.
    Invalid { why: String, decoded: usize },
}

impl Refusal {
    /// Bytes decoded before the refusal (0 when the header alone refused it).
    pub fn decoded(&self) -> usize {
        match self {
            Refusal::OverLimit { decoded, .. } | Refusal::Invalid { decoded, .. } => *decoded,
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::OverLimit { why, .. } | Refusal::Invalid { why, .. } => f.write_str(why),
        }
    }
}

impl From<Refusal> for crate::error::Error {
    fn from(refusal: Refusal) -> Self {
        crate::error::Error(refusal.to_string())
    }
}

impl From<crate::error::Error> for Refusal {
    fn from(error: crate::error::Error) -> Self {
        Refusal::Invalid {
            why: error.0,
            decoded: 0,
        }
    }
}

/// A decoded frame.
#[derive(Debug)]
pub struct Frame {
    pub data: Vec<u8>,
    /// Bytes of input the frame occupied.
    pub compressed_len: usize,
}

/// What the frame header promises, read before any allocation so that a hostile header is
/// refused up front.
struct FrameHeader {
    content_size: Option<u64>,
    window_size: u64,
    /// Bytes of the header, magic included: where the first block starts.
    len: usize,
    has_checksum: bool,
}

fn read_frame_header(bytes: &[u8]) -> crate::error::Result<FrameHeader> {
    if !bytes.starts_with(&ZSTD_MAGIC) {
        return Err(err!("no zstd magic"));
    }
    let truncated = || err!("zstd frame header is truncated");
    let descriptor = *bytes.get(4).ok_or_else(truncated)?;
    let content_size_field = descriptor >> 6;
    let single_segment = descriptor & 0x20 != 0;
    let dictionary_id_bytes = [0, 1, 2, 4][usize::from(descriptor & 0x3)];
    let mut at = 5;
    let mut window_size = None;
    if !single_segment {
        let window = *bytes.get(at).ok_or_else(truncated)?;
        let exponent = u32::from(window >> 3);
        let base = 1u64 << (10 + exponent);
        window_size = Some(base + (base / 8) * u64::from(window & 0x7));
        at += 1;
    }
    at += dictionary_id_bytes;
    let content_size_bytes = match (content_size_field, single_segment) {
        (0, false) => 0,
        (0, true) => 1,
        (1, _) => 2,
        (2, _) => 4,
        _ => 8,
    };
    let content_size = if content_size_bytes == 0 {
        None
    } else {
        let field = bytes
            .get(at..at + content_size_bytes)
            .ok_or_else(truncated)?;
        let mut raw = [0u8; 8];
        raw[..content_size_bytes].copy_from_slice(field);
        let value = u64::from_le_bytes(raw);
        // The 2-byte form is stored minus 256.
        Some(if content_size_bytes == 2 {
            value + 256
        } else {
            value
        })
    };
    let window_size = window_size.or(content_size).unwrap_or(0);
    Ok(FrameHeader {
        content_size,
        window_size,
        len: at + content_size_bytes,
        has_checksum: descriptor & 0x4 != 0,
    })
}

/// The decompressed size the frame at the start of `bytes` declares, if it declares one.
pub fn declared_size(bytes: &[u8]) -> Option<u64> {
    read_frame_header(bytes).ok()?.content_size
}

/// The bytes the frame at the start of `bytes` occupies, found by walking its block headers
/// without decoding anything; `None` when it is truncated or malformed.
pub fn frame_extent(bytes: &[u8]) -> Option<usize> {
    const BLOCK_HEADER: usize = 3;
    const CHECKSUM: usize = 4;
    let header = read_frame_header(bytes).ok()?;
    let mut at = header.len;
    loop {
        let raw = bytes.get(at..at + BLOCK_HEADER)?;
        let word = u32::from(raw[0]) | u32::from(raw[1]) << 8 | u32::from(raw[2]) << 16;
        let (last, kind, size) = (word & 1 != 0, (word >> 1) & 3, (word >> 3) as usize);
        let content = match kind {
            0 | 2 => size, // raw, compressed
            1 => 1,        // RLE: one byte repeated `size` times
            _ => return None,
        };
        at = at.checked_add(BLOCK_HEADER + content)?;
        if last {
            break;
        }
    }
    if header.has_checksum {
        at += CHECKSUM;
    }
    (at <= bytes.len()).then_some(at)
}

/// Makes room for `more` bytes in `data` by doubling as a Vec does, but never past `limit` plus
/// one decoding step: what the decode may hold stays within the budget it was given.
fn grow_within(data: &mut Vec<u8>, more: usize, limit: usize) {
    let needed = data.len() + more;
    if needed > data.capacity() {
        let doubled = (data.capacity() * 2).min(limit.saturating_add(DECODE_STEP));
        data.reserve_exact(doubled.max(needed) - data.len());
    }
}

/// Decodes the frame at the start of `bytes`, refusing any frame that claims, or turns out, to
/// hold more than `limit` bytes, and any whose content differs from the size it declares.
pub fn decode_frame(bytes: &[u8], limit: usize) -> Result<Frame, Refusal> {
    decode(bytes, limit, None)
}

/// The first `want` decoded bytes (fewer if the frame is shorter), decoding only as many blocks
/// as needed: enough to sniff what a frame holds before paying for all of it.
pub fn peek_frame(bytes: &[u8], want: usize, limit: usize) -> Result<Vec<u8>, Refusal> {
    decode(bytes, limit, Some(want)).map(|frame| frame.data)
}

/// Refuses, before any decoding, a frame whose header claims more than `limit` bytes or a
/// window larger than it (and than 1 MiB) would need.
fn refuse_over_limit(header: &FrameHeader, limit: usize) -> Result<(), Refusal> {
    let limit_u64 = limit as u64;
    let why = if let Some(size) = header.content_size.filter(|&size| size > limit_u64) {
        format!("zstd frame claims {size} decompressed bytes, over the {limit}-byte limit")
    } else if header.window_size > limit_u64.max(1 << 20) {
        format!(
            "zstd frame asks for a {}-byte window, over the {limit}-byte limit",
            header.window_size
        )
    } else {
        return Ok(());
    };
    Err(Refusal::OverLimit { why, decoded: 0 })
}

fn decode(bytes: &[u8], limit: usize, stop_after: Option<usize>) -> Result<Frame, Refusal> {
    let header = read_frame_header(bytes)?;
    refuse_over_limit(&header, limit)?;
    with_decoder(header.window_size, |decoder| {
        decode_with(decoder, bytes, &header, limit, stop_after)
    })
}

fn decode_with(
    decoder: &mut FrameDecoder,
    bytes: &[u8],
    header: &FrameHeader,
    limit: usize,
    stop_after: Option<usize>,
) -> Result<Frame, Refusal> {
    let over_limit = |decoded: usize| Refusal::OverLimit {
        why: format!("zstd frame decompresses to more than the {limit}-byte limit"),
        decoded,
    };
    let mut source = bytes;
    decoder
        .reset(&mut source)
        .map_err(|e| err!("bad zstd frame header: {e}"))?;
    let mut data = Vec::new();
    // A peek decodes only the blocks it needs (one, for a few bytes), not a whole step.
    let step = stop_after.map_or(DECODE_STEP, |want| want.clamp(1, DECODE_STEP));
    loop {
        let finished = decoder
            .decode_blocks(&mut source, BlockDecodingStrategy::UptoBytes(step))
            .map_err(|e| Refusal::Invalid {
                why: format!("corrupt zstd frame after {} decoded bytes: {e}", data.len()),
                decoded: data.len(),
            })?;
        if let Some(chunk) = decoder.collect() {
            grow_within(&mut data, chunk.len(), limit);
            data.extend_from_slice(&chunk);
        }
        if data.len() > limit {
            return Err(over_limit(data.len()));
        }
        if stop_after.is_some_and(|want| data.len() >= want) {
            return Ok(Frame {
                data,
                compressed_len: bytes.len() - source.len(),
            });
        }
        if finished {
            break;
        }
    }
    if let Some(rest) = decoder.collect() {
        data.extend_from_slice(&rest);
    }
    if data.len() > limit {
        return Err(over_limit(data.len()));
    }
    if let Some(size) = header
        .content_size
        .filter(|&size| size != data.len() as u64)
    {
        return Err(Refusal::Invalid {
            why: format!(
                "zstd frame claims {size} decompressed bytes but holds {}",
                data.len()
            ),
            decoded: data.len(),
        });
    }
    Ok(Frame {
        data,
        compressed_len: bytes.len() - source.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compress(data: &[u8]) -> Vec<u8> {
        ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
    }

    #[test]
    fn round_trips_and_measures_the_frame() {
        let data: Vec<u8> = (0..300_000u32)
            .flat_map(|i| (i % 251).to_le_bytes())
            .collect();
        let mut framed = compress(&data);
        let compressed_len = framed.len();
        framed.extend_from_slice(b"host bytes after the frame");
        let frame = decode_frame(&framed, 10 << 20).unwrap();
        assert_eq!(frame.data, data);
        assert_eq!(frame.compressed_len, compressed_len);
        assert_eq!(frame_extent(&framed), Some(compressed_len));
        assert_eq!(frame_extent(&framed[..compressed_len - 1]), None);
        let start = peek_frame(&framed, 16, 10 << 20).unwrap();
        assert!(start.len() >= 16 && data.starts_with(&start));
    }

    /// The thread's decoder is reused: a frame decoded after a corrupt one, a peek and one
    /// over the limit comes out whole, and so does one decoded on a thread of its own.
    #[test]
    fn a_reused_decoder_forgets_the_frame_before() {
        let first: Vec<u8> = (0..200_000u32).map(|i| (i % 7) as u8).collect();
        let second: Vec<u8> = (0..150_000u32).flat_map(|i| i.to_be_bytes()).collect();
        let (first_framed, second_framed) = (compress(&first), compress(&second));
        for framed in [&first_framed, &second_framed] {
            let window = read_frame_header(framed).unwrap().window_size;
            assert!(window <= KEPT_WINDOW, "a {window}-byte window is not kept");
        }
        let mut corrupt = first_framed.clone();
        let middle = corrupt.len() / 2;
        corrupt[middle..].fill(0xff);
        for _ in 0..2 {
            assert_eq!(decode_frame(&first_framed, 10 << 20).unwrap().data, first);
            assert!(decode_frame(&corrupt, 10 << 20).is_err());
            assert!(peek_frame(&first_framed, 16, 10 << 20).is_ok());
            assert!(decode_frame(&second_framed, 1000).is_err());
            assert_eq!(decode_frame(&second_framed, 10 << 20).unwrap().data, second);
        }
        let elsewhere = std::thread::spawn(move || decode_frame(&second_framed, 10 << 20));
        assert_eq!(elsewhere.join().unwrap().unwrap().data, second);
    }

    #[test]
    fn limits_and_lies_are_errors() {
        let data = vec![7u8; 100_000];
        let framed = compress(&data);
        let error = decode_frame(&framed, 1000).unwrap_err();
        assert!(
            matches!(&error, Refusal::OverLimit { why, decoded } if why.contains("limit") && *decoded > 1000),
            "{error}"
        );

        // A single-segment frame whose 8-byte content size claims far more than it holds.
        let mut lying = ZSTD_MAGIC.to_vec();
        lying.push(0xe0); // content size field 3 (8 bytes), single segment
        lying.extend(u64::MAX.to_le_bytes());
        lying.extend([1, 0, 0]); // last raw block of 0 bytes
        let error = decode_frame(&lying, 1 << 30).unwrap_err();
        assert!(
            matches!(&error, Refusal::OverLimit { why, decoded: 0 } if why.contains("claims")),
            "{error}"
        );

        // A frame that declares 300 bytes but holds fewer.
        let mut short = ZSTD_MAGIC.to_vec();
        short.push(0x60); // 2-byte content size, single segment
        short.extend(44u16.to_le_bytes()); // 44 + 256 = 300
        short.extend([(5 << 3 | 1) as u8, 0, 0]); // last raw block of 5 bytes
        short.extend(b"hello");
        let error = decode_frame(&short, 1 << 20).unwrap_err();
        assert!(
            matches!(&error, Refusal::Invalid { why, decoded: 5 } if why.contains("holds 5")),
            "{error}"
        );
    }

    #[test]
    fn truncated_frames_are_errors_at_every_length() {
        let data: Vec<u8> = (0..5000u32).flat_map(|i| (i * 7).to_le_bytes()).collect();
        let framed = compress(&data);
        for len in 0..framed.len() {
            assert!(
                decode_frame(&framed[..len], 1 << 20).is_err(),
                "{len}-byte prefix decoded"
            );
        }
    }
}
