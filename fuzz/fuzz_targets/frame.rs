//! An aotspy stream from arbitrary bytes: the preamble, then frames until the end or the first
//! error that ends a stream, undecodable frames skipped, exactly as the collector reads a
//! socket or spool file (`StreamReader`). Must never panic or hang.
//!
//! The stream is read twice, from a slice and from a reader that returns one byte per call (so
//! the partial-read paths run), and both reads must agree. Every decoded event must survive a
//! re-encode/decode round trip. Read a third time keeping frames of at most 64 bytes (as
//! `aotspy report` keeps modules of at most 256 MiB), it yields some of the same events, in
//! order, and none other.
#![no_main]

use std::io::{self, Read};

use aotspy_proto::{
    encode_frame, read_frame, read_preamble, Event, StreamReader, PROTOCOL_VERSION,
};
use libfuzzer_sys::fuzz_target;

/// Hands out one byte per `read`, like a socket under load.
struct Trickle<'a>(&'a [u8]);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match (self.0.split_first(), buf.first_mut()) {
            (Some((&byte, rest)), Some(slot)) => {
                *slot = byte;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

/// What a read of the whole stream yields: the preamble's verdict, each event or the error that
/// ended the stream, and the frames skipped, rendered so two reads can be compared
/// (`ReadError` is not `PartialEq`).
fn read_stream(r: &mut impl Read, keep: u32) -> (String, Vec<Result<Event, String>>, String) {
    // Go on to the frames even after a bad preamble (as this protocol's), so the frame decoder
    // is reached without the fuzzer first having to find the magic.
    let preamble = read_preamble(r);
    let version = *preamble.as_ref().unwrap_or(&PROTOCOL_VERSION);
    let preamble = format!("{preamble:?}");
    let mut reader = StreamReader::after_preamble(r, version).keeping_frames_up_to(keep);
    let mut frames = Vec::new();
    loop {
        match reader.next_event() {
            Ok(Some(event)) => frames.push(Ok(event)),
            Ok(None) => break,
            Err(e) => {
                // Display must not panic either: the collector prints these.
                frames.push(Err(format!("{e} / {e:?}")));
                break;
            }
        }
    }
    (preamble, frames, format!("{:?}", reader.skipped()))
}

fuzz_target!(|data: &[u8]| {
    let from_slice = read_stream(&mut &data[..], u32::MAX);
    let trickled = read_stream(&mut Trickle(data), u32::MAX);
    assert_eq!(
        from_slice, trickled,
        "slice and byte-at-a-time reads disagree"
    );

    let kept = read_stream(&mut &data[..], 64);
    let mut all = from_slice.1.iter().flatten();
    for event in kept.1.iter().flatten() {
        assert!(
            all.any(|e| e == event),
            "a limited read yields what the whole read did, in order"
        );
    }

    for event in from_slice.1.iter().flatten() {
        let frame = encode_frame(event);
        let again = read_frame(&mut &frame[..]).expect("a re-encoded event decodes");
        assert_eq!(again.as_ref(), Some(event), "round trip changed the event");
    }
});
