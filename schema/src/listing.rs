//! A kernel's listing file in a report directory (`asm/<id>.js`, the path `KernelEntry::asm`
//! and `DriverKernel::asm` give): its ASM, byte for byte as `ocloc disasm` wrote it, with the
//! marks report.html draws beside each instruction, kept once and compressed.
//!
//! The file is a script, `aotspyListing("<path>","<base64>");`, because report.html must read
//! it from `file://`, where a page may load a script beside it but cannot read any other file;
//! the base64 is the gzip of the JSON `[text, marks]`. `aotspy asm` prints the text, and
//! `aotspy diff` and the tests read it through [`read`].

use serde::de::IgnoredAny;
use serde::Serialize;
use std::io::{Read, Write};
use std::path::{Component, Path};

/// The directory of the listing files in a report directory.
pub const DIR: &str = "asm";
/// What a listing file's name ends with.
pub const EXTENSION: &str = ".js";

const CALL: &[u8] = b"aotspyListing(";
const END: &[u8] = b"\");\n";
/// A listing file larger than this is refused unread (the largest listing of a 5,000-kernel
/// capture compresses to under a megabyte).
pub const MAX_FILE_BYTES: u64 = 64 << 20;
/// A listing's JSON larger than this, inflated, is refused: memory stays bounded whatever a
/// file holds (a crafted file of a megabyte can inflate to gigabytes), and a reader of many
/// listings (`aotspy diff`) holds one at a time.
pub const MAX_INFLATED_BYTES: u64 = 64 << 20;

/// The id of the listing at `path` (its file name without [`EXTENSION`]): what `aotspy asm`
/// is given and the terminal table shows.
pub fn id_of(path: &str) -> &str {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.strip_suffix(EXTENSION).unwrap_or(name)
}

/// The file holding `text` and `marks` as the listing at `path`.
pub fn encode(path: &str, text: &str, marks: &impl Serialize) -> Vec<u8> {
    let json = serde_json::to_vec(&(text, marks)).expect("a listing serializes");
    let mut file = CALL.to_vec();
    file.extend(serde_json::to_vec(path).expect("a path serializes"));
    file.extend(b",\"");
    file.extend(gzip_base64(&json).as_bytes());
    file.extend(END);
    file
}

/// `bytes` gzip-compressed and base64-encoded, as report.html inflates them (its own blocks and
/// the listing files): base64 holds nothing that could end a script or a JS string.
pub fn gzip_base64(bytes: &[u8]) -> String {
    use base64::Engine;
    // The fastest level: the next ones make the data a third smaller but cost a warm
    // re-render, which writes every listing, more time than all else it does.
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gzip.write_all(bytes).expect("writing to memory");
    let compressed = gzip.finish().expect("writing to memory");
    base64::engine::general_purpose::STANDARD.encode(compressed)
}

/// Why a listing file could not be read.
#[derive(Debug)]
pub enum ListingError {
    /// The path in report.json leaves the report directory or is not a listing's.
    Path(String),
    Io(std::io::Error),
    TooLarge(u64),
    /// Its data inflates past [`MAX_INFLATED_BYTES`].
    Inflates,
    /// Not what [`encode`] writes.
    Format(&'static str),
}

impl std::fmt::Display for ListingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ListingError::Path(path) => write!(
                f,
                "{path:?} is not a listing file inside the report directory ({DIR}/<id>{EXTENSION})"
            ),
            ListingError::Io(e) => write!(f, "{e}"),
            ListingError::TooLarge(bytes) => write!(
                f,
                "{bytes} bytes, more than a listing file may hold ({MAX_FILE_BYTES}); refused"
            ),
            ListingError::Inflates => write!(
                f,
                "its data inflates past {MAX_INFLATED_BYTES} bytes, more than a listing may \
                 hold; refused unread"
            ),
            ListingError::Format(what) => write!(
                f,
                "not an aotspy listing file ({what}); render the report again with `aotspy report`"
            ),
        }
    }
}

impl std::error::Error for ListingError {}

/// The ASM a listing file holds (what [`encode`] was given as `text`).
pub fn decode(file: &[u8]) -> Result<String, ListingError> {
    use base64::Engine;
    let body = file
        .strip_prefix(CALL)
        .and_then(|rest| rest.strip_suffix(END))
        .ok_or(ListingError::Format("no aotspyListing call"))?;
    // The base64 holds no quote: the last `,"` ends the path.
    let split = body
        .windows(2)
        .rposition(|w| w == b",\"")
        .ok_or(ListingError::Format("no data"))?;
    serde_json::from_slice::<String>(&body[..split])
        .map_err(|_| ListingError::Format("its path is not a JSON string"))?;
    let compressed = base64::engine::general_purpose::STANDARD
        .decode(&body[split + 2..])
        .map_err(|_| ListingError::Format("its data is not base64"))?;
    let mut json = Vec::new();
    flate2::read::GzDecoder::new(&compressed[..])
        .take(MAX_INFLATED_BYTES + 1)
        .read_to_end(&mut json)
        .map_err(|_| ListingError::Format("its data is not gzip"))?;
    if json.len() as u64 > MAX_INFLATED_BYTES {
        return Err(ListingError::Inflates);
    }
    let (text, _marks): (String, IgnoredAny) = serde_json::from_slice(&json)
        .map_err(|_| ListingError::Format("its data is not [text, marks]"))?;
    Ok(text)
}

/// The ASM of the listing at `path` (as report.json gives it) in the report directory `dir`,
/// opened by `open` (aotspy's careful reader, for a report directory that may come from
/// elsewhere: no FIFO waited on, no link followed).
pub fn read(
    dir: &Path,
    path: &str,
    open: impl FnOnce(std::path::PathBuf) -> std::io::Result<std::fs::File>,
) -> Result<String, ListingError> {
    let inside = Path::new(path);
    let plain = inside
        .components()
        .all(|c| matches!(c, Component::Normal(_)));
    if !plain || !path.starts_with(&format!("{DIR}/")) || !path.ends_with(EXTENSION) {
        return Err(ListingError::Path(path.to_owned()));
    }
    let file = open(dir.join(inside)).map_err(ListingError::Io)?;
    let size = file.metadata().map_err(ListingError::Io)?.len();
    if size > MAX_FILE_BYTES {
        return Err(ListingError::TooLarge(size));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ListingError::Io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ListingError::TooLarge(bytes.len() as u64));
    }
    decode(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listing_reads_back_whatever_its_text_and_path() {
        let text = "// kernel \"k\"\n\u{2028}</script> `${x}` \\ ,\"\n";
        let path = format!("{DIR}/a,\"b{EXTENSION}");
        let file = encode(&path, text, &[(1, "send")]);
        assert!(file.starts_with(b"aotspyListing(\"asm/a,\\\"b.js\",\"H4sI"));
        assert_eq!(decode(&file).unwrap(), text);
        assert_eq!(id_of(&path), "a,\"b");
    }

    #[test]
    fn damaged_files_and_paths_outside_the_report_are_refused() {
        let file = encode("asm/k.js", "mov (1|M0) r1.0<1>:ud 0x0:ud\n", &());
        for cut in [0, 10, file.len() / 2, file.len() - 1] {
            assert!(decode(&file[..cut]).is_err(), "cut at {cut}");
        }
        let mut flipped = file.clone();
        let at = file.len() - 10;
        flipped[at] = b'!';
        assert!(decode(&flipped).is_err());
        let dir = Path::new("/");
        for path in [
            "../asm/k.js",
            "/etc/passwd",
            "asm/../../k.js",
            "modules/k.js",
            "asm/k.asm",
        ] {
            assert!(
                matches!(
                    read(dir, path, std::fs::File::open),
                    Err(ListingError::Path(_))
                ),
                "{path}"
            );
        }
    }
}
