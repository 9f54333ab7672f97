//! aotspy's own cache files (`~/.cache/aotspy`: each module's ASM with its kernels' analyses, the
//! scan index, the call-site symbols, the provenance memos), which anyone who can write the cache
//! could plant: each decoder gets the bytes as a whole file, and as the payload of a file
//! sealed with its magic so that the typed payload is reached past the checksum. Each must
//! refuse or accept, never panic or grow memory past the bounds. Seeds are real entries of
//! each kind (fuzz/seeds/cache_files).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    aotspy::fuzzing::cache_files(data);
});
