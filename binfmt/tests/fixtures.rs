//! Golden facts about real ocloc output in `tests/data` (rebuilt by `tests/data/regenerate.sh`).

use aotspy_binfmt::zebin::{self, KernelInfo, Zebin};
use aotspy_binfmt::{ar, classify_origin, detect_kind, sha256_hex};
use aotspy_binfmt::{BinaryKind, Classification, InputFormat, Origin};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const PVC_FAMILY: u32 = 1271;
const DG2_FAMILY: u32 = 1270;
const PVC_MEMBER: &str = "64.12.60.7";
const DG2_G10_MEMBER: &str = "64.12.55.8";
const VECTOR_ADD: &str = "_ZTSZ4mainE10vector_add";

/// A kernel that zeInfo says uses no scratch, private or shared local memory.
fn plain_kernel(name: &str, simd: u32, grf: u32, code_bytes: u64) -> KernelInfo {
    KernelInfo {
        name: name.into(),
        simd_size: Some(simd),
        grf_count: Some(grf),
        spill_bytes: Some(0),
        private_bytes: Some(0),
        slm_bytes: Some(0),
        scratch_bytes: Some(0),
        code_bytes,
        execution_env: Default::default(),
    }
}

/// The kernels with `execution_env` left out, for comparing the other facts (the flags have a
/// test of their own).
fn without_env(kernels: &[KernelInfo]) -> Vec<KernelInfo> {
    kernels
        .iter()
        .map(|k| KernelInfo {
            execution_env: Default::default(),
            ..k.clone()
        })
        .collect()
}

#[test]
fn every_fixture_is_detected_by_its_magic() {
    for (name, kind) in [
        ("kernels_pvc.zebin", BinaryKind::Zebin),
        ("kernels_dg2.zebin", BinaryKind::Zebin),
        ("spill_pvc.zebin", BinaryKind::Zebin),
        ("kernels_fat.ar", BinaryKind::Ar),
        ("kernels.spv", BinaryKind::Spirv),
        ("kernels_tgllp.patchtokens", BinaryKind::PatchTokens),
        ("kernels.cl", BinaryKind::Unknown),
    ] {
        assert_eq!(detect_kind(&fixture(name)), kind, "{name}");
    }
}

#[test]
fn sha256_matches_sha256sum() {
    assert_eq!(
        sha256_hex(&fixture("tiny.cl")),
        "5dc1ae3dea7c954059ee8514755b98254dd7b0c7d5b86924850d920ee7aa638f"
    );
}

#[test]
fn pvc_zebin_kernels_and_target() {
    let mut zebin = zebin::parse(&fixture("kernels_pvc.zebin")).unwrap();
    zebin.kernels = without_env(&zebin.kernels);
    assert_eq!(
        zebin,
        Zebin {
            product_family: Some(PVC_FAMILY),
            // IGC 22.43 writes 0 (unknown) for the gfx core and no product config note.
            gfx_core: None,
            product_config: None,
            kernels: vec![
                plain_kernel(VECTOR_ADD, 32, 128, 0x240),
                plain_kernel("scale", 32, 128, 0x200),
                plain_kernel("sum_sg16", 16, 128, 0x240),
            ],
            // From the same read of the sections as `writer` alone makes.
            writer: Some(zebin::writer(&fixture("kernels_pvc.zebin")).unwrap()),
            // Checked in `the_parse_says_where_each_kernels_code_lies`.
            code: zebin.code.clone(),
        }
    );
    assert_eq!(zebin.writer.as_ref().unwrap().writer, zebin::Writer::Igc);
    assert_eq!(zebin.ocloc_device().as_deref(), Some("pvc"));
}

/// The code sections a parse records are those a read of the sections alone finds: the same
/// indices, names and bytes, in section header order. Cut from another binary, they are refused.
#[test]
fn the_parse_says_where_each_kernels_code_lies() {
    for name in ["kernels_pvc.zebin", "kernels_dg2.zebin"] {
        let bytes = fixture(name);
        let zebin = zebin::parse(&bytes).unwrap();
        let recorded = zebin.text_sections(&bytes).unwrap();
        let read = zebin::text_sections(&bytes).unwrap();
        let facts = |sections: &[zebin::TextSection]| -> Vec<(usize, String, Vec<u8>)> {
            sections
                .iter()
                .map(|s| (s.index, s.name.clone(), s.code.to_vec()))
                .collect()
        };
        assert_eq!(facts(&recorded), facts(&read), "{name}");
        let names: Vec<&str> = recorded.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            [
                format!(".text.{VECTOR_ADD}").as_str(),
                ".text.scale",
                ".text.sum_sg16"
            ],
            "{name}"
        );
        let end = zebin.code.iter().map(|c| c.bytes.end).max().unwrap();
        let error = zebin
            .text_sections(&bytes[..end - 1])
            .err()
            .expect("a shorter binary cannot hold the recorded ranges");
        assert!(error.to_string().contains("not the one parsed"), "{error}");
    }
}

#[test]
fn large_register_file_doubles_grf_count() {
    let zebin = zebin::parse(&fixture("kernels_pvc_large_grf.zebin")).unwrap();
    let grf: Vec<_> = zebin.kernels.iter().map(|k| k.grf_count).collect();
    assert_eq!(grf, [Some(256); 3]);
}

#[test]
fn dg2_zebin_kernels_and_target() {
    let zebin = zebin::parse(&fixture("kernels_dg2.zebin")).unwrap();
    assert_eq!(zebin.product_family, Some(DG2_FAMILY));
    assert_eq!(
        without_env(&zebin.kernels),
        [
            plain_kernel(VECTOR_ADD, 32, 128, 0x2c0),
            plain_kernel("scale", 32, 128, 0x280),
            plain_kernel("sum_sg16", 16, 128, 0x2c0),
        ]
    );
    assert_eq!(zebin.ocloc_device().as_deref(), Some("dg2"));
}

#[test]
fn spilling_kernel_reports_combined_scratch() {
    let zebin = zebin::parse(&fixture("spill_pvc.zebin")).unwrap();
    assert_eq!(
        without_env(&zebin.kernels),
        [KernelInfo {
            name: "spill_heavy".into(),
            simd_size: Some(32),
            grf_count: Some(128),
            // IGC 22.43 writes no spill_size, only one `single_space` scratch buffer; on PVC
            // private memory has its own buffer, so that space is the spill space.
            spill_bytes: Some(32768),
            private_bytes: None,
            slm_bytes: Some(0),
            scratch_bytes: Some(32768),
            code_bytes: 0x5740,
            execution_env: Default::default(),
        }]
    );
}

#[test]
fn fat_binary_members_are_named_by_pointer_size_and_ip_version() {
    let bytes = fixture("kernels_fat.ar");
    let members = ar::members(&bytes).unwrap();
    let names: Vec<&str> = members.iter().map(|m| m.name.as_str()).collect();
    // ocloc's pad_0 / pad_1 alignment members are not listed.
    assert_eq!(names, [PVC_MEMBER, DG2_G10_MEMBER]);
    assert_eq!(members[0].data, fixture("kernels_pvc.zebin"));
    assert_eq!(members[1].data, fixture("kernels_dg2.zebin"));
    let families: Vec<_> = members
        .iter()
        .map(|m| zebin::parse(m.data).unwrap().product_family)
        .collect();
    assert_eq!(families, [Some(PVC_FAMILY), Some(DG2_FAMILY)]);
}

/// (device the fixture was compiled for, product family in its compat note, `ocloc_device`).
const FAMILIES: &[(&str, u32, &str)] = &[
    ("bdw", 16, "bdw"),
    ("skl", 18, "skl"),
    ("kbl", 19, "kbl"),
    ("cfl", 20, "cfl"),
    ("apl", 22, "apl"),
    ("glk", 23, "skl"),
    ("icllp", 26, "icllp"),
    ("lkf", 27, "lkf"),
    ("ehl", 28, "ehl"),
    ("tgllp", 29, "tgllp"),
    ("rkl", 30, "rkl"),
    ("adl-s", 31, "adl-s"),
    ("adl-p", 32, "adl-p"),
    ("adl-n", 33, "adl-n"),
    ("dg1", 1210, "dg1"),
    ("dg2-g10", 1270, "dg2"),
    ("pvc", 1271, "pvc"),
];

#[test]
fn each_product_family_maps_to_an_ocloc_device() {
    for &(device, family, expected) in FAMILIES {
        let zebin = zebin::parse(&fixture(&format!("families/{device}.zebin"))).unwrap();
        assert_eq!(zebin.product_family, Some(family), "{device}");
        assert_eq!(zebin.ocloc_device().as_deref(), Some(expected), "{device}");
        let names: Vec<&str> = zebin.kernels.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(names, ["store_one"], "{device}");
    }
}

/// Gen8 to Gen11: IGA 2.x (IGC 2, NEO 25+) no longer disassembles them.
const DROPPED_BY_IGA2: &[&str] = &[
    "bdw", "skl", "kbl", "cfl", "apl", "glk", "icllp", "lkf", "ehl",
];

/// Runs the installed ocloc with our device answer; a wrong `-device` makes IGA report decode
/// errors (ocloc still exits 0), so those are what is checked. Gen8–Gen11 either disassemble
/// (IGA 1.x) or are refused as an unsupported platform (IGA 2.x): never a decode error.
#[test]
fn installed_ocloc_disassembles_each_family_with_our_device() {
    let help = std::process::Command::new("ocloc").arg("--help").output();
    assert!(
        help.is_ok(),
        "this test needs ocloc on PATH (scripts/setup installs it)"
    );
    let scratch = std::env::temp_dir().join(format!("aotspy-binfmt-disasm-{}", std::process::id()));
    for &(device, _, expected) in FAMILIES {
        let dump = scratch.join(device);
        std::fs::create_dir_all(&dump).unwrap();
        let file = format!(
            "{}/tests/data/families/{device}.zebin",
            env!("CARGO_MANIFEST_DIR")
        );
        let output = std::process::Command::new("ocloc")
            .args(["disasm", "-file", &file, "-device", expected, "-dump"])
            .arg(&dump)
            .output()
            .unwrap();
        let log = String::from_utf8_lossy(&output.stdout) + String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{device}: {log}");
        let asm = std::fs::read_to_string(dump.join(".text.store_one.asm"));
        if DROPPED_BY_IGA2.contains(&device) && asm.is_err() {
            assert!(
                log.contains("unsupported platform"),
                "{device} as -device {expected}: no ASM, and not IGA 2's refusal: {log}"
            );
            continue;
        }
        assert!(
            !log.contains("Error"),
            "{device} as -device {expected}: {log}"
        );
        let asm = asm.unwrap_or_else(|e| panic!("{device}: no ASM ({e}): {log}"));
        assert!(asm.contains("send"), "{device}: no store in\n{asm}");
    }
    std::fs::remove_dir_all(&scratch).unwrap();
}

fn classify(format: InputFormat, input: &[&str], native: &str) -> Classification {
    let input: Vec<Vec<u8>> = input.iter().map(|name| fixture(name)).collect();
    let input: Vec<&[u8]> = input.iter().map(Vec::as_slice).collect();
    classify_origin(format, &input, &fixture(native))
}

fn expect(origin: Origin, ar_member: Option<&str>) -> Classification {
    Classification {
        origin,
        ar_member: ar_member.map(str::to_owned),
    }
}

#[test]
fn spirv_modules_are_jit() {
    assert_eq!(
        classify(InputFormat::Spirv, &["kernels.spv"], "kernels_pvc.zebin"),
        expect(Origin::Jit, None)
    );
}

#[test]
fn identical_native_binary_is_aot() {
    let native = InputFormat::Native;
    assert_eq!(
        classify(native, &["kernels_pvc.zebin"], "kernels_pvc.zebin"),
        expect(Origin::Aot, None)
    );
    assert_eq!(
        classify(native, &["kernels_fat.ar"], "kernels_pvc.zebin"),
        expect(Origin::Aot, Some(PVC_MEMBER))
    );
    assert_eq!(
        classify(native, &["kernels_fat.ar"], "kernels_dg2.zebin"),
        expect(Origin::Aot, Some(DG2_G10_MEMBER))
    );
}

#[test]
fn same_code_in_a_rewritten_container_is_aot() {
    // kernels_pvc_noir.zebin lacks the .spv section but carries identical .text sections.
    let native = InputFormat::Native;
    assert_eq!(
        classify(native, &["kernels_pvc.zebin"], "kernels_pvc_noir.zebin"),
        expect(Origin::Aot, None)
    );
    assert_eq!(
        classify(native, &["kernels_fat.ar"], "kernels_pvc_noir.zebin"),
        expect(Origin::Aot, Some(PVC_MEMBER))
    );
}

#[test]
fn different_code_is_a_rebuild() {
    let native = InputFormat::Native;
    // Same target, different register allocation: attributed to the member for that target.
    assert_eq!(
        classify(native, &["kernels_fat.ar"], "kernels_pvc_large_grf.zebin"),
        expect(Origin::AotRebuilt, Some(PVC_MEMBER))
    );
    assert_eq!(
        classify(native, &["kernels_fat.ar"], "spill_pvc.zebin"),
        expect(Origin::AotRebuilt, Some(PVC_MEMBER))
    );
    // No member targets Tiger Lake.
    assert_eq!(
        classify(native, &["kernels_fat.ar"], "families/tgllp.zebin"),
        expect(Origin::AotRebuilt, None)
    );
    assert_eq!(
        classify(native, &["kernels_pvc.zebin"], "kernels_dg2.zebin"),
        expect(Origin::AotRebuilt, None)
    );
    assert_eq!(
        classify(native, &["kernels_pvc.zebin"], "kernels_tgllp.patchtokens"),
        expect(Origin::AotRebuilt, None)
    );
}

#[test]
fn truncated_fixtures_are_errors_at_every_length() {
    let zebin_bytes = fixture("kernels_pvc.zebin");
    // The section header table sits at the end, so every proper prefix loses part of it.
    for len in 0..zebin_bytes.len() {
        assert!(
            zebin::parse(&zebin_bytes[..len]).is_err(),
            "zebin prefix {len}"
        );
    }
    let ar_bytes = fixture("kernels_fat.ar");
    let all_members = ar::members(&ar_bytes).unwrap();
    for len in 0..ar_bytes.len() {
        // A prefix ending between members is a valid, shorter archive; any other is an error.
        if let Ok(members) = ar::members(&ar_bytes[..len]) {
            assert!(all_members.starts_with(&members), "ar prefix {len}");
        }
    }
}

/// Deterministic mutation sweep: corrupted real binaries must give answers or errors, never
/// panics.
#[test]
fn mutated_fixtures_never_panic() {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move |bound: usize| {
        // xorshift64: cheap, reproducible, good enough to spread mutations.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let pvc = fixture("kernels_pvc.zebin");
    for name in ["kernels_pvc.zebin", "spill_pvc.zebin", "kernels_fat.ar"] {
        let original = fixture(name);
        for _ in 0..1000 {
            let mut bytes = original.clone();
            for _ in 0..=next(4) {
                let at = next(bytes.len());
                bytes[at] = match next(3) {
                    0 => bytes[at] ^ (1 << next(8)),
                    1 => b"\n :-'\"#0"[next(8)],
                    _ => 0xff,
                };
            }
            let _ = detect_kind(&bytes);
            let _ = zebin::parse(&bytes).map(|z| z.ocloc_device());
            let _ = ar::members(&bytes);
            let _ = classify_origin(InputFormat::Native, &[&bytes], &pvc);
            let _ = classify_origin(InputFormat::Native, &[&pvc], &bytes);
        }
    }
}

/// zeInfo's execution_env flags, every scalar as IGC 22.43 wrote it.
#[test]
fn execution_env_flags_are_kept_as_written() {
    let zebin = zebin::parse(&fixture("kernels_pvc.zebin")).unwrap();
    let env: Vec<(&str, &str)> = zebin.kernels[0]
        .execution_env
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        env,
        [
            ("disable_mid_thread_preemption", "true"),
            ("grf_count", "128"),
            ("has_4gb_buffers", "true"),
            ("has_no_stateless_write", "true"),
            ("offset_to_skip_per_thread_data_load", "128"),
            ("simd_size", "32"),
            ("subgroup_independent_forward_progress", "true"),
        ]
    );
}

/// IGC's zebins (ocloc 22.43's IGC 1.0 in `kernels_*`; IGC 2.40's `igc2_pvc.zebin`, ocloc 26.27)
/// and nGEN's (oneMKL 2026.2's run-time `binary_test`, oneDNN 2026.1's `default_kernel`, both
/// captured by aotspy on the modern stack) are told apart by their notes, as measured.
#[test]
fn the_writer_is_told_by_the_notes() {
    use zebin::Writer;
    for (name, version) in [
        ("kernels_pvc.zebin", "1.20"),
        ("kernels_dg2.zebin", "1.20"),
        ("spill_pvc.zebin", "1.20"),
        ("igc2_pvc.zebin", "1.73"),
    ] {
        let evidence = zebin::writer(&fixture(name)).unwrap();
        assert_eq!(evidence.writer, Writer::Igc, "{name}");
        assert!(evidence.metrics_note && evidence.symbol_table, "{name}");
        assert_eq!(
            evidence.zebin_version_note.as_deref(),
            Some(version),
            "{name}"
        );
        assert_eq!(
            evidence.zeinfo_version,
            Some(format!("'{version}'")),
            "{name}"
        );
    }
    let host = zebin::writer(&fixture("kernels_pvc_noir.zebin")).unwrap();
    assert_eq!(
        (host.compat_note_bytes, &host.compat_note_types[..]),
        (0x64, &[1, 2, 3, 4][..])
    );
    let modern = zebin::writer(&fixture("igc2_pvc.zebin")).unwrap();
    assert_eq!(
        (modern.compat_note_bytes, &modern.compat_note_types[..]),
        (0xac, &[1, 2, 3, 4, 6, 7, 8][..])
    );

    let onemkl = zebin::writer(&fixture("ngen_onemkl_binary_test.zebin")).unwrap();
    assert_eq!(onemkl.writer, Writer::Ngen);
    assert_eq!(onemkl.sections, 5);
    assert!(!onemkl.symbol_table && !onemkl.metrics_note);
    assert_eq!(
        (onemkl.compat_note_bytes, &onemkl.compat_note_types[..]),
        (0x18, &[2][..])
    );
    assert_eq!(onemkl.zebin_version_note, None);
    assert_eq!(onemkl.zeinfo_version.as_deref(), Some("1.8"));
    // oneDNN's nGEN writes a symbol table and DWARF, so the symbol table tells nothing.
    let onednn = zebin::writer(&fixture("ngen_onednn_default_kernel.zebin")).unwrap();
    assert_eq!(onednn.writer, Writer::Ngen);
    assert_eq!((onednn.sections, onednn.symbol_table), (14, true));
    assert_eq!(
        (onednn.compat_note_bytes, &onednn.compat_note_types[..]),
        (0x18, &[2][..])
    );
    assert_eq!(onednn.zeinfo_version.as_deref(), Some("1.8"));

    assert!(zebin::writer(&fixture("kernels.spv")).is_err());
}
