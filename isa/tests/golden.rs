//! The reader against real `ocloc disasm` listings (tests/data/iga1: Debian 12's IGA 1.x;
//! tests/data/iga2: IGC 2.40's IGA 2.x), regenerated with tests/regenerate. Each listing's
//! analysis is compared with the JSON beside it (AOTSPY_BLESS=1 rewrites those), and the facts
//! below were checked by hand against the listings (grep counts of the messages IGA names).

use aotspy_isa::{parse, Analysis, Class};
use std::path::{Path, PathBuf};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn analysis(name: &str) -> Analysis {
    let text = std::fs::read_to_string(data().join(name)).unwrap();
    parse(&text).analyze()
}

#[test]
fn every_listing_matches_its_snapshot() {
    let bless = std::env::var_os("AOTSPY_BLESS").is_some();
    let mut checked = 0;
    for iga in ["iga1", "iga2"] {
        let mut listings: Vec<PathBuf> = std::fs::read_dir(data().join(iga))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "asm"))
            .collect();
        listings.sort();
        for asm in listings {
            let listing = parse(&std::fs::read_to_string(&asm).unwrap());
            assert!(
                listing.offsets_verified,
                "{}: labels name the offsets",
                asm.display()
            );
            let got = serde_json::to_string_pretty(&listing.analyze()).unwrap() + "\n";
            let snapshot = asm.with_extension("json");
            if bless {
                std::fs::write(&snapshot, &got).unwrap();
            }
            let want = std::fs::read_to_string(&snapshot).unwrap_or_else(|e| {
                panic!("{}: {e} (AOTSPY_BLESS=1 writes it)", snapshot.display())
            });
            assert_eq!(got, want, "{} differs from its snapshot", asm.display());
            checked += 1;
        }
    }
    assert_eq!(checked, 45, "listings in tests/data");
}

#[test]
fn spills_and_fills_are_the_scratch_sends_iga_names() {
    // (listing, spills, fills): grep -c "scratch block write|read", and on bmg (Xe2, LSC
    // scratch through the `ss[a0.2]` surface) store|load.ugm…ss[.
    for (name, spills, fills) in [
        ("iga1/pvc-spill_heavy.asm", 594, 1412),
        ("iga1/dg2-spill_heavy.asm", 639, 630),
        ("iga1/tgllp-spill_heavy.asm", 669, 657),
        ("iga2/pvc-spill_heavy.asm", 479, 736),
        ("iga2/dg2-spill_heavy.asm", 501, 663),
        ("iga2/bmg-spill_heavy.asm", 366 + 69 + 22, 425 + 196 + 19),
    ] {
        let a = analysis(name);
        assert_eq!((a.spills, a.fills), (spills, fills), "{name}");
        assert_eq!(a.loops.len(), 1, "{name}: the data-dependent loop");
        assert_eq!(a.sends.end_of_thread, 1, "{name}");
    }
}

#[test]
fn the_mix_kernel_holds_every_send_kind() {
    let pvc = analysis("iga2/pvc-mix.asm");
    assert_eq!(pvc.sends.atomic, 1, "atomic_iinc.ugm");
    assert_eq!(pvc.sends.barrier, 1, "signal barrier");
    assert_eq!(pvc.sends.fence, 1, "fence.slm.none.group");
    assert_eq!(pvc.sends.slm, 2, "store.slm and load.slm");
    assert_eq!(pvc.sends.store, 2, "store.slm and the result's store.ugm");
    assert_eq!(pvc.mix.control, 3, "goto, goto.b, join");
    assert_eq!(pvc.loops[0].branch, "goto.b");
    assert_eq!(
        (pvc.loops[0].first_offset, pvc.loops[0].last_offset),
        (696, 760)
    );
    let tgllp = analysis("iga1/tgllp-mix.asm");
    assert_eq!(
        tgllp.sends.atomic, 2,
        "untyped a64 atomic int32 integer add, twice (SIMD8 halves)"
    );
    assert_eq!(tgllp.sends.fence, 3, "two SLM fences, one global");
    assert_eq!(tgllp.loops[0].branch, "while");
    assert_eq!(tgllp.loops[0].instructions, 7);
}

#[test]
fn dpas_is_counted_on_every_part_that_has_it() {
    for (name, dpas) in [
        ("iga2/pvc-dpas_i8.asm", 1),
        ("iga2/bmg-dpas_i8.asm", 1),
        ("iga2/dg2-dpas_i8.asm", 2),
    ] {
        assert_eq!(analysis(name).mix.dpas, dpas, "{name}");
    }
}

#[test]
fn padding_after_the_end_of_thread_is_not_code() {
    let text = std::fs::read_to_string(data().join("iga2/pvc-mix.asm")).unwrap();
    let listing = parse(&text);
    assert_eq!(
        listing.padding, 13,
        "nop, four moves to null, eight illegal"
    );
    assert_eq!(
        listing.analyze().instructions,
        listing.instructions.len() - 13
    );
    let last = &listing.instructions[listing.instructions.len() - 14];
    assert_eq!(
        (last.mnemonic.as_str(), last.class),
        ("send.gtwy", Class::Send)
    );
}

#[test]
fn nested_loops_have_depths() {
    let text = "\
L0:
        mov (16|M0)  r1.0<1>:d  0:w
L16:
        add (16|M0)  r2.0<1>:d  r2.0<1;1,0>:d  1:w
L32:
        add (16|M0)  r3.0<1>:d  r3.0<1;1,0>:d  1:w
(f0.0)  while (16|M0)   L32
(f0.1)  while (16|M0)   L16
        send.gtwy (1|M0)  null  r127  null:0  0x0  0x02000010  {EOT} // wr:1+0, rd:0; end of thread
";
    let listing = parse(text);
    assert!(listing.offsets_verified);
    let loops = listing.analyze().loops;
    assert_eq!(loops.len(), 2);
    assert_eq!((loops[0].first, loops[0].last, loops[0].depth), (2, 3, 2));
    assert_eq!((loops[1].first, loops[1].last, loops[1].depth), (1, 4, 1));
}

#[test]
fn any_text_parses() {
    for text in [
        "",
        "garbage",
        "(",
        "(W",
        "{}",
        "}{",
        "//",
        ":",
        "L:",
        "mov (",
        "mov (16|",
        "goto L9999999999999999999",
        "while L0\nL0:",
        "send.ugm (1|M0) r1 r2 null 0x0 0x0 {EOT",
        "\u{feff}L0:\n\u{0}\n",
    ] {
        let listing = parse(text);
        let _ = listing.analyze();
    }
    // Offsets saturate instead of overflowing.
    let huge = "nop\n".repeat(300_000);
    assert_eq!(parse(&huge).analyze().instructions, 300_000);
}
