//! Raw streams: a stream file decoded with `aotspy-proto`, independently of the collector.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// What one stream file holds, decoded with `aotspy-proto` independently of the collector.
#[derive(Debug)]
pub struct DecodedStream {
    pub hello: aotspy_proto::Hello,
    /// Kernel name -> latest cumulative dispatches, summed over kernel ids of that name.
    pub dispatches: BTreeMap<String, u64>,
    pub modules: usize,
    /// The native binary's size in each Module frame, in stream order: 0 for a module whose
    /// binary the stream carried before (sent by hash alone).
    pub module_binary_bytes: Vec<usize>,
    pub goodbye: bool,
    /// Why decoding stopped before the end, if it did.
    pub error: Option<String>,
}

/// The preamble and Hello of a stream, leaving `r` at the frame after it.
fn read_hello(r: &mut &[u8]) -> Result<aotspy_proto::Hello, String> {
    aotspy_proto::read_preamble(r).map_err(|e| e.to_string())?;
    match aotspy_proto::read_frame(r).map_err(|e| e.to_string())? {
        Some(aotspy_proto::Event::Hello(hello)) => Ok(hello),
        other => Err(format!("first event is not Hello: {other:?}")),
    }
}

/// A stream file's bytes as the preload wrote them: a report's `streams/` keeps them
/// gzip-compressed once the report is made, a spool as they are.
pub fn stream_bytes(path: &Path) -> Result<Vec<u8>, String> {
    let bytes = fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if !bytes.starts_with(&[0x1f, 0x8b]) {
        return Ok(bytes);
    }
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::MultiGzDecoder::new(&bytes[..]),
        &mut decoded,
    )
    .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(decoded)
}

/// Decodes a stream file (preamble, Hello, frames).
pub fn decode_stream(path: &Path) -> Result<DecodedStream, String> {
    use aotspy_proto::Event;
    let bytes = stream_bytes(path)?;
    let mut r = &bytes[..];
    let hello = read_hello(&mut r)?;
    let mut names = BTreeMap::new();
    let mut totals: BTreeMap<u64, u64> = BTreeMap::new();
    let mut modules = 0;
    let mut module_binary_bytes = Vec::new();
    let mut goodbye = false;
    let error = loop {
        match aotspy_proto::read_frame(&mut r) {
            Ok(None) => break None,
            Err(e) => break Some(e.to_string()),
            Ok(Some(event)) => match event {
                Event::Module(m) => {
                    modules += 1;
                    module_binary_bytes.push(m.native_binary.len());
                }
                Event::Kernel(k) => {
                    names.insert(k.id, k.name);
                }
                Event::Dispatches(ds) => {
                    for d in ds {
                        totals.insert(d.kernel, d.dispatches);
                    }
                }
                Event::Goodbye => goodbye = true,
                _ => {}
            },
        }
    };
    let mut dispatches = BTreeMap::new();
    for (id, n) in totals {
        let name = names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("<undescribed kernel id {id}>"));
        *dispatches.entry(name).or_insert(0) += n;
    }
    Ok(DecodedStream {
        hello,
        dispatches,
        modules,
        module_binary_bytes,
        goodbye,
        error,
    })
}

/// Every event of a stream file after its Hello, decoded with `aotspy-proto`; fails on a
/// stream that does not decode to its end.
pub fn stream_events(
    path: &Path,
) -> Result<(aotspy_proto::Hello, Vec<aotspy_proto::Event>), String> {
    let bytes = stream_bytes(path)?;
    let mut r = &bytes[..];
    let hello = read_hello(&mut r)?;
    let mut events = Vec::new();
    while let Some(event) = aotspy_proto::read_frame(&mut r).map_err(|e| e.to_string())? {
        events.push(event);
    }
    Ok((hello, events))
}
