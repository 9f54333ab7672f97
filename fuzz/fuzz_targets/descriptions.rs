//! A kernel descriptions file (`<pid>-<start>.kernels`, `aotspy_proto::descriptions`) from
//! arbitrary bytes, as the collector reads one beside a counters file: never a panic; what it
//! accepts reads the same without its dropped tail, and each description survives a re-encode.
#![no_main]

use aotspy_proto::descriptions::{encode, header, parse, HEADER_BYTES, MAX_NAME_BYTES};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(read) = parse(data) else {
        return;
    };
    assert!(read.trailing_bytes <= data.len() - HEADER_BYTES);
    // The records before the dropped tail are all there was to read.
    let whole = parse(&data[..data.len() - read.trailing_bytes]).expect("same header");
    assert_eq!(whole.kernels, read.kernels);
    assert_eq!((whole.skipped, whole.trailing_bytes), (read.skipped, 0));
    // Written again, as the preload writes them: the same descriptions, nothing skipped.
    let mut again = header().to_vec();
    for description in &read.kernels {
        assert!(description.name.len() <= u32::MAX as usize);
        again.extend(encode(description));
    }
    let reread = parse(&again).expect("a written file parses");
    assert_eq!((reread.skipped, reread.trailing_bytes), (0, 0));
    assert_eq!(reread.kernels.len(), read.kernels.len());
    for (before, after) in read.kernels.iter().zip(&reread.kernels) {
        if before.name.len() <= MAX_NAME_BYTES {
            assert_eq!(before, after);
        } else {
            assert!(before.name.starts_with(after.name.as_str()));
            assert_eq!(before.id, after.id);
        }
    }
});
