//! Every binfmt entry point on arbitrary bytes: format sniffing, AR splitting, zebin parsing
//! (notes, zeInfo, code sections, the writer's evidence) and origin classification. Must never panic or hang.
#![no_main]

use aotspy_binfmt::{ar, classify_origin, detect_kind, zebin, InputFormat};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = detect_kind(data);
    let _ = zebin::is_zebin(data);

    if let Ok(parsed) = zebin::parse(data) {
        let _ = parsed.ocloc_device();
        // The code ranges the parse recorded cut the same sections a read of them alone finds.
        let recorded = parsed
            .text_sections(data)
            .expect("the parse's ranges lie inside it");
        let read = zebin::text_sections(data).expect("a parsed zebin's sections read");
        assert_eq!(recorded.len(), read.len());
        for (r, s) in recorded.iter().zip(&read) {
            assert!(r.index == s.index && r.name == s.name && r.code == s.code);
        }
    }
    let _ = zebin::writer(data);
    // The code sections handed to IGA: each must lie inside the input.
    if let Ok(sections) = zebin::text_sections(data) {
        for section in sections {
            let start = (section.code.as_ptr() as usize).wrapping_sub(data.as_ptr() as usize);
            assert!(section.code.is_empty() || start + section.code.len() <= data.len());
        }
    }

    if let Ok(members) = ar::members(data) {
        for member in members {
            let _ = detect_kind(member.data);
            if let Ok(parsed) = zebin::parse(member.data) {
                let _ = parsed.ocloc_device();
            }
        }
    }

    // The bytes as both the module input and what the driver reports running.
    for format in [InputFormat::Native, InputFormat::Spirv] {
        let _ = classify_origin(format, &[data], data);
    }
    // And split: an input (maybe an AR with members to match) against a different native binary,
    // which reaches the code-section and product-family comparisons.
    if let Some((&cut, rest)) = data.split_first() {
        let at = usize::from(cut) * rest.len() / 255;
        let (input, native) = rest.split_at(at);
        let _ = classify_origin(InputFormat::Native, &[input], native);
        let _ = classify_origin(InputFormat::Native, &[input, native], input);
    }
});
