//! aotspy-isa's golden listings (and the -g zebins beside them) are what this stack's ocloc writes today: regenerated
//! into a scratch directory and compared byte for byte with isa/tests/data/iga1 (the host's
//! IGA 1.x) or iga2 (the modern stack's IGA 2.x), then read without a line left unclassified.

use aotspy_tests::*;
use std::fs;
use std::process::Command;

#[test]
fn golden_listings_are_this_stacks_ocloc_output() {
    let iga = if on_modern_stack() { "iga2" } else { "iga1" };
    let golden = manifest_dir().join("../isa/tests/data").join(iga);
    let scratch = Scratch::new("isa-golden");
    let fresh = scratch.path("listings");
    let out = run(
        Command::new("bash")
            .arg(manifest_dir().join("../isa/tests/regenerate"))
            .arg("--out")
            .arg(&fresh),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    let names = |dir: &std::path::Path| -> Vec<String> {
        let mut names: Vec<String> = files_in(dir)
            .iter()
            .filter(|p| p.extension().is_some_and(|x| x == "asm" || x == "zebin"))
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    assert_eq!(
        names(&fresh),
        names(&golden),
        "the same kernels and devices"
    );
    for name in names(&golden) {
        let (now, then) = (
            fs::read(fresh.join(&name)).unwrap(),
            fs::read(golden.join(&name)).unwrap(),
        );
        if name.ends_with(".zebin") {
            // The bytes hold the source's absolute path; the line tables must agree.
            assert_eq!(
                aotspy_isa::lines::kernel_lines(&now),
                aotspy_isa::lines::kernel_lines(&then),
                "{iga}/{name}: the line tables differ (isa/tests/regenerate updates them)"
            );
            continue;
        }
        let (now, then) = (
            String::from_utf8(now).unwrap(),
            String::from_utf8(then).unwrap(),
        );
        // Up to the end of the code: the padding after it carries a hash of the build (which
        // includes the source's path), not instructions.
        let code = |text: &str| {
            let listing = aotspy_isa::parse(text);
            let end_line = listing.code().last().map_or(0, |i| i.line);
            text.lines().take(end_line).collect::<Vec<_>>().join("\n")
        };
        assert_eq!(
            code(&now),
            code(&then),
            "{iga}/{name}: ocloc disasm writes something else now (isa/tests/regenerate updates it)"
        );
        let listing = aotspy_isa::parse(&now);
        assert!(listing.offsets_verified, "{name}");
        let code = listing.code();
        let unread: Vec<&str> = code
            .iter()
            .filter(|i| i.class == aotspy_isa::Class::Other && i.mnemonic != "nop")
            .map(|i| i.mnemonic.as_str())
            .collect();
        assert!(
            unread.is_empty(),
            "{name}: instructions of no class: {unread:?}"
        );
    }
}
