//! `scan` on host libraries built at test time with gcc and objcopy around the real ocloc output
//! in `tests/data`: offload-bundle sections (a zebin, an ocloc fat binary, a zstd-compressed fat
//! binary, SPIR-V), a `.tgtimg` table as the DPC++ offload wrapper emits it, and a zebin planted
//! in `.rodata`. Then damaged input: truncated images, lying zstd frames, absurd ELF offsets.

use aotspy_binfmt::scan::{
    scan, scan_frames, scan_standalone, DeviceImage, FrameSizes, ScanOptions,
};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn compress(data: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
}

const PVC_KERNELS: [&str; 3] = ["_ZTSZ4mainE10vector_add", "scale", "sum_sg16"];

fn run(command: &mut Command) {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?} (scripts/setup installs it): {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A C array definition; `static`, as the offload wrapper's images have internal linkage (so
/// that a PIC library addresses them through `R_X86_64_RELATIVE` relocations).
fn c_array(name: &str, section: Option<&str>, bytes: &[u8]) -> String {
    let mut text = String::from("static ");
    if let Some(section) = section {
        let _ = write!(text, "__attribute__((section(\"{section}\"), used)) ");
    }
    let _ = write!(
        text,
        "const unsigned char {name}[{}] __attribute__((aligned(16))) = {{",
        bytes.len()
    );
    for byte in bytes {
        let _ = write!(text, "{byte},");
    }
    text.push_str("};\n");
    text
}

struct HostLibrary {
    path: PathBuf,
    _dir: tempfile::TempDir,
}

/// A shared library as DPC++ and ocloc users produce them, built with gcc and objcopy:
/// * `.rodata`: a zebin (`planted_zebin`), as libraries that embed ocloc output do;
/// * `__CLANG_OFFLOAD_BUNDLE__sycl-spir64`: a zstd-compressed SPIR-V module and a plain one,
///   each listed in `.tgtimg` as the offload wrapper does (address, size);
/// * objcopy-added bundle sections holding a zebin, an ocloc fat binary, a zstd-compressed fat
///   binary and SPIR-V.
fn host_library() -> HostLibrary {
    let dir = tempfile::tempdir().unwrap();
    let spirv = fixture("kernels.spv");
    let mut source = String::from("#include <stddef.h>\n");
    source += &c_array("planted_zebin", None, &fixture("kernels_pvc.zebin"));
    let bundle = "__CLANG_OFFLOAD_BUNDLE__sycl-spir64";
    source += &c_array("image0", Some(bundle), &compress(&spirv));
    source += &c_array("image1", Some(bundle), &spirv);
    source += "struct image_info { const void *address; size_t size; };\n";
    for index in 0..2 {
        let _ = writeln!(
            source,
            "__attribute__((section(\".tgtimg\"), used, aligned(16))) static const struct image_info info{index} = {{ image{index}, sizeof image{index} }};"
        );
    }
    source += "const void *keep(void) { return planted_zebin; }\n";
    let c_file = dir.path().join("host.c");
    std::fs::write(&c_file, source).unwrap();
    let plain = dir.path().join("libplain.so");
    run(Command::new("gcc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&plain)
        .arg(&c_file));

    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let zstd_ar = dir.path().join("kernels_fat.ar.zst");
    std::fs::write(&zstd_ar, compress(&fixture("kernels_fat.ar"))).unwrap();
    let path = dir.path().join("libhost.so");
    let add = |name: &str, file: &Path| format!("{name}={}", file.display());
    run(Command::new("objcopy")
        .arg("--add-section")
        .arg(add(
            "__CLANG_OFFLOAD_BUNDLE__sycl-spir64_gen-unknown-unknown-pvc",
            &data.join("kernels_pvc.zebin"),
        ))
        .arg("--add-section")
        .arg(add(
            "__CLANG_OFFLOAD_BUNDLE__sycl-spir64_gen-unknown-unknown-fat",
            &data.join("kernels_fat.ar"),
        ))
        .arg("--add-section")
        .arg(add(
            "__CLANG_OFFLOAD_BUNDLE__sycl-spir64_gen-unknown-unknown-zstd",
            &zstd_ar,
        ))
        .arg("--add-section")
        .arg(add(
            "__CLANG_OFFLOAD_BUNDLE__sycl-spir64-unknown-unknown",
            &data.join("kernels.spv"),
        ))
        .arg(&plain)
        .arg(&path));
    HostLibrary { path, _dir: dir }
}

fn summary(image: &DeviceImage) -> (String, String, Option<String>, bool, bool) {
    (
        image.section.clone().unwrap_or_default(),
        image.nesting_text(),
        image.ar_member.clone(),
        image.compressed,
        image.listed,
    )
}

#[test]
fn finds_every_image_in_a_gcc_built_library() {
    let library = host_library();
    let file = std::fs::read(&library.path).unwrap();
    let found = scan(&file, &ScanOptions::default());
    assert!(found.warnings.is_empty(), "{:?}", found.warnings);

    let bundle = |suffix: &str| format!("__CLANG_OFFLOAD_BUNDLE__sycl-spir64{suffix}");
    let s = |text: &str| text.to_owned();
    let mut got: Vec<_> = found.images.iter().map(summary).collect();
    got.sort();
    let mut expected = vec![
        (s(".rodata"), s("zebin"), None, false, false),
        (bundle(""), s("zstd > spirv"), None, true, true),
        (bundle(""), s("spirv"), None, false, true),
        (
            bundle("_gen-unknown-unknown-pvc"),
            s("zebin"),
            None,
            false,
            false,
        ),
        (
            bundle("_gen-unknown-unknown-fat"),
            s("ar > zebin"),
            Some(s("64.12.60.7")),
            false,
            false,
        ),
        (
            bundle("_gen-unknown-unknown-fat"),
            s("ar > zebin"),
            Some(s("64.12.55.8")),
            false,
            false,
        ),
        (
            bundle("_gen-unknown-unknown-zstd"),
            s("zstd > ar > zebin"),
            Some(s("64.12.60.7")),
            true,
            false,
        ),
        (
            bundle("_gen-unknown-unknown-zstd"),
            s("zstd > ar > zebin"),
            Some(s("64.12.55.8")),
            true,
            false,
        ),
        (bundle("-unknown-unknown"), s("spirv"), None, false, false),
    ];
    expected.sort();
    assert_eq!(got, expected);

    let pvc = fixture("kernels_pvc.zebin");
    let dg2 = fixture("kernels_dg2.zebin");
    let spirv = fixture("kernels.spv");
    for image in &found.images {
        let expected_bytes: &[u8] = match (image.format().name(), image.devices().first()) {
            ("zebin", Some(device)) if device == "pvc" => &pvc,
            ("zebin", _) => &dg2,
            _ => &spirv,
        };
        assert_eq!(&image.bytes[..], expected_bytes, "{}", image.nesting_text());
        assert_eq!(
            image.kernel_names(),
            PVC_KERNELS,
            "{}",
            image.nesting_text()
        );
        // Uncompressed images sit in the file exactly where they are said to be.
        if !image.compressed {
            let at = image.offset as usize;
            assert_eq!(&file[at..at + image.bytes.len()], expected_bytes);
        }
    }
    let fat_members: Vec<Vec<String>> = found
        .images
        .iter()
        .filter(|i| i.ar_member.is_some())
        .map(|i| i.devices())
        .collect();
    assert!(
        fat_members.contains(&vec!["pvc".to_owned()]),
        "{fat_members:?}"
    );
    assert!(
        fat_members.contains(&vec!["dg2".to_owned(), "dg2-g10".to_owned()]),
        "{fat_members:?}"
    );
    // The fat binaries themselves are reported for provenance (modules created from them whole).
    assert_eq!(found.archives.len(), 2);
    assert!(found
        .archives
        .iter()
        .all(|a| a.bytes[..] == fixture("kernels_fat.ar")[..]));
}

/// Linkers that leave dynamic relocations unapplied (lld's default) write zero address slots in
/// `.tgtimg`; the addresses then come from the `R_X86_64_RELATIVE` relocations' addends.
#[test]
fn tgtimg_addresses_come_from_relocations_when_the_slots_are_zero() {
    let library = host_library();
    let mut file = std::fs::read(&library.path).unwrap();
    let layout = aotspy_binfmt::offload::host_layout(&file).unwrap();
    let listed_before = layout.listed_images.clone();
    assert_eq!(listed_before.len(), 2);
    let table = layout
        .sections
        .iter()
        .find(|s| s.name == ".tgtimg")
        .unwrap();
    for entry in 0..2 {
        let slot = table.offset as usize + entry * 16;
        file[slot..slot + 8].fill(0);
    }
    let layout = aotspy_binfmt::offload::host_layout(&file).unwrap();
    assert!(layout.problems.is_empty(), "{:?}", layout.problems);
    assert_eq!(layout.listed_images, listed_before);
    let found = scan(&file, &ScanOptions::default());
    assert_eq!(found.images.iter().filter(|i| i.listed).count(), 2);
}

/// A shared library (its bytes) whose `section` holds `images` (a C array of that name) and
/// whose `.tgtimg` table has `entries`, C initializers of `{ address, size }` such as
/// `{ images + 16, 100 }`, as the DPC++ offload wrapper emits them.
fn listing_library(section: &str, images: &[u8], entries: &[String]) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let mut source = String::from("#include <stddef.h>\n");
    source += &c_array("images", Some(section), images);
    source += "struct image_info { const void *address; size_t size; };\n";
    // One array, so that the table is in the order given (gcc may lay out separate variables
    // in any order).
    let _ = writeln!(
        source,
        "__attribute__((section(\".tgtimg\"), used, aligned(16))) static const struct image_info infos[] = {{ {} }};",
        entries.join(", ")
    );
    let c_file = dir.path().join("host.c");
    std::fs::write(&c_file, source).unwrap();
    let library = dir.path().join("liblisted.so");
    run(Command::new("gcc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&library)
        .arg(&c_file));
    std::fs::read(&library).unwrap()
}

/// With `take_listed_spirv_whole` (provenance's option) a listed SPIR-V module is the listed
/// range, trailing bytes and all: what a SYCL runtime hands the driver, and what a module is
/// matched against. Not where the range runs into another listed image (the walk decides
/// there, as it does without the option), nor when kernels are read (`extract`), nor for
/// what is not SPIR-V.
#[test]
fn provenance_takes_a_listed_spirv_module_whole() {
    let spirv = fixture("kernels.spv");
    let zebin = fixture("kernels_pvc_noir.zebin");
    let section = "__CLANG_OFFLOAD_BUNDLE__sycl-spir64";
    let padding = 64;
    // A padded module, a module listed exactly, a module whose entry runs 16 bytes into the
    // next listed module, that module, and a zebin.
    let padded_at = 0;
    let exact_at = spirv.len() + padding;
    let running_at = exact_at + spirv.len();
    let next_at = running_at + spirv.len();
    let zebin_at = next_at + spirv.len();
    let images = [
        &spirv[..],
        &vec![0; padding],
        &spirv,
        &spirv,
        &spirv,
        &zebin,
    ]
    .concat();
    let entries = [
        format!("{{ images + {padded_at}, {} }}", spirv.len() + padding),
        format!("{{ images + {exact_at}, {} }}", spirv.len()),
        format!("{{ images + {running_at}, {} }}", spirv.len() + 16),
        format!("{{ images + {next_at}, {} }}", spirv.len()),
        format!("{{ images + {zebin_at}, {} }}", zebin.len()),
    ];
    let file = listing_library(section, &images, &entries);
    let provenance = ScanOptions {
        read_kernels: false,
        only_data_sections: true,
        ..ScanOptions::default()
    };
    let sizes = |options: &ScanOptions| -> Vec<(String, bool, usize)> {
        let found = scan(&file, options);
        assert!(found.warnings.is_empty(), "{:?}", found.warnings);
        let first = found.images.first().map_or(0, |i| i.offset);
        assert!(found
            .images
            .iter()
            .map(|i| (i.offset - first) as usize)
            .eq([padded_at, exact_at, running_at, next_at, zebin_at]));
        found
            .images
            .iter()
            .map(|i| (i.nesting_text(), i.listed, i.bytes.len()))
            .collect()
    };
    let spirv_of = |len: usize| ("spirv".to_owned(), true, len);
    let zebin_listed = ("zebin".to_owned(), true, zebin.len());
    let walked = vec![
        spirv_of(spirv.len()),
        spirv_of(spirv.len()),
        spirv_of(spirv.len()),
        spirv_of(spirv.len()),
        zebin_listed.clone(),
    ];
    assert_eq!(sizes(&provenance), walked, "without the option");
    let whole = ScanOptions {
        take_listed_spirv_whole: true,
        ..provenance.clone()
    };
    assert_eq!(
        sizes(&whole),
        [
            spirv_of(spirv.len() + padding),
            spirv_of(spirv.len()),
            spirv_of(spirv.len()),
            spirv_of(spirv.len()),
            zebin_listed,
        ],
        "with it"
    );
    let reading_kernels = ScanOptions {
        take_listed_spirv_whole: true,
        ..ScanOptions::default()
    };
    assert_eq!(sizes(&reading_kernels), walked, "kernels read");
}

/// `scan_frames` reads the frames a provenance scan left undecoded as a scan that wants their
/// sizes reads them, in a host library: within a listing that runs over the next frame (as
/// oneMKL's do) behind an empty listing at the same offset, within its own listing, and within
/// its section when no listing names it.
#[test]
fn frames_left_undecoded_are_read_later_as_the_scan_reads_them() {
    let spirv = fixture("kernels.spv");
    let zebin = fixture("kernels_pvc_noir.zebin");
    let first_frame = declaring_size(&compress(&spirv), spirv.len() as u64);
    let second_frame = declaring_size(&compress(&zebin), zebin.len() as u64);
    let unlisted_frame = declaring_size(&compress(&spirv), spirv.len() as u64);
    let second_at = first_frame.len();
    let unlisted_at = second_at + second_frame.len() + 32;
    let images = [&first_frame[..], &second_frame, &[0; 32], &unlisted_frame].concat();
    let entries = [
        "{ images, 0 }".to_owned(),
        format!("{{ images, {} }}", first_frame.len() + second_frame.len()),
        format!("{{ images + {second_at}, {} }}", second_frame.len()),
    ];
    let file = listing_library("__CLANG_OFFLOAD_BUNDLE__sycl-spir64", &images, &entries);
    let every_size = ScanOptions {
        read_kernels: false,
        only_data_sections: true,
        ..ScanOptions::default()
    };
    let no_size = ScanOptions {
        decode_frames: Some(FrameSizes::default()),
        ..every_size.clone()
    };
    let first = scan(&file, &no_size);
    let offsets: Vec<u64> = first.undecoded_frames.iter().map(|f| f.offset).collect();
    let start = offsets[0];
    assert_eq!(
        offsets,
        [start, start + second_at as u64, start + unlisted_at as u64]
    );
    let later = scan_frames(&file, &offsets, &every_size);
    let whole = scan(&file, &every_size);
    assert!(later.warnings.is_empty() && whole.warnings.is_empty());
    let later: Vec<&DeviceImage> = later.images.iter().filter(|i| i.compressed).collect();
    let whole: Vec<&DeviceImage> = whole.images.iter().filter(|i| i.compressed).collect();
    assert_eq!(later, whole);
    let formats: Vec<(String, bool)> = later.iter().map(|i| (i.nesting_text(), i.listed)).collect();
    assert_eq!(
        formats,
        [
            ("zstd > spirv".to_owned(), true),
            ("zstd > zebin".to_owned(), true),
            ("zstd > spirv".to_owned(), false)
        ]
    );
}

/// The magic search skips what `.tgtimg` lists, but not what the listed image leaves unclaimed:
/// an entry whose size runs past its SPIR-V module, with a zebin after the module, gives both
/// (the zebin once, and listed when a second entry lists it; an empty second entry claims
/// nothing), under the default options and provenance's without `take_listed_spirv_whole`.
/// With it (provenance's own), the SPIR-V module is the whole listed range unless the zebin is
/// listed on its own: the documented price of not walking listed modules.
#[test]
fn bytes_a_listed_image_leaves_unclaimed_are_still_searched() {
    let spirv = fixture("kernels.spv");
    let zebin = fixture("kernels_pvc_noir.zebin");
    let section = "__CLANG_OFFLOAD_BUNDLE__sycl-spir64";
    // The size of a second entry at the zebin, if any.
    for zebin_entry in [None, Some(zebin.len()), Some(0)] {
        let mut entries = vec![String::from("{ images, sizeof images }")];
        if let Some(size) = zebin_entry {
            entries.push(format!("{{ images + {}, {size} }}", spirv.len()));
        }
        let file = listing_library(section, &[&spirv[..], &zebin[..]].concat(), &entries);
        let provenance = ScanOptions {
            read_kernels: false,
            only_data_sections: true,
            ..ScanOptions::default()
        };
        let mut expected = vec![("spirv".to_owned(), true, spirv.len())];
        match zebin_entry {
            Some(0) => {
                expected.push(("unknown".to_owned(), true, 0));
                expected.push(("zebin".to_owned(), false, zebin.len()));
            }
            Some(_) => expected.push(("zebin".to_owned(), true, zebin.len())),
            None => expected.push(("zebin".to_owned(), false, zebin.len())),
        }
        let whole = ScanOptions {
            take_listed_spirv_whole: true,
            ..provenance.clone()
        };
        let with_whole: Vec<(String, bool, usize)> = scan(&file, &whole)
            .images
            .iter()
            .map(|i| (i.nesting_text(), i.listed, i.bytes.len()))
            .collect();
        let expected_whole = match zebin_entry {
            Some(size) if size > 0 => expected.clone(),
            _ => vec![("spirv".to_owned(), true, spirv.len() + zebin.len())],
        };
        assert_eq!(
            with_whole, expected_whole,
            "second entry: {zebin_entry:?}, whole"
        );
        for options in [ScanOptions::default(), provenance] {
            let found = scan(&file, &options);
            let got: Vec<(String, bool, usize)> = found
                .images
                .iter()
                .map(|i| (i.nesting_text(), i.listed, i.bytes.len()))
                .collect();
            assert_eq!(got, expected, "second entry: {zebin_entry:?}");
            let zebin_at = found.images.iter().find(|i| i.nesting_text() == "zebin");
            assert_eq!(
                zebin_at.unwrap().offset,
                found.images[0].offset + spirv.len() as u64
            );
        }
    }
}

#[test]
fn standalone_device_binaries_are_their_own_single_image() {
    for (name, nesting, count) in [
        ("kernels_pvc.zebin", "zebin", 1),
        ("kernels_fat.ar", "ar > zebin", 2),
        ("kernels.spv", "spirv", 1),
    ] {
        let bytes = fixture(name);
        let found = scan_standalone(&bytes, &ScanOptions::default()).unwrap();
        assert_eq!(found.images.len(), count, "{name}");
        assert!(found.images.iter().all(|i| i.nesting_text() == nesting));
        if nesting != "ar > zebin" {
            assert_eq!(found.images[0].offset, 0);
        }
    }
    let zstd_ar = compress(&fixture("kernels_fat.ar"));
    let found = scan_standalone(&zstd_ar, &ScanOptions::default()).unwrap();
    assert_eq!(found.images.len(), 2);
    assert_eq!(found.images[0].stored_bytes, zstd_ar.len() as u64);
}

#[test]
fn truncated_images_are_clear_errors_and_never_panic() {
    for name in ["kernels_pvc.zebin", "kernels_fat.ar", "kernels.spv"] {
        let bytes = fixture(name);
        for len in (0..bytes.len()).step_by(97) {
            let prefix = &bytes[..len];
            // Embedded in host data, a truncated image is simply not reported as whole.
            let found = scan(prefix, &ScanOptions::default());
            assert!(found.images.iter().all(|i| i.bytes.len() <= len));
            // Given on its own it must fail with a reason (SPIR-V, which has no size, may
            // still yield its leading whole instructions).
            if name != "kernels.spv" && len > 8 {
                let error = scan_standalone(prefix, &ScanOptions::default())
                    .err()
                    .unwrap_or_else(|| panic!("{name}: {len}-byte prefix accepted"));
                assert!(!error.0.is_empty());
            }
        }
    }
    let truncated = &fixture("kernels_pvc.zebin")[..2000];
    let error = scan_standalone(truncated, &ScanOptions::default()).unwrap_err();
    assert!(error.0.contains("past the 2000 bytes"), "{error}");
}

/// `frame` (as ruzstd writes it: no content size, a window descriptor) rewritten to declare
/// `content_size` in an 8-byte field, in single-segment form.
fn declaring_size(frame: &[u8], content_size: u64) -> Vec<u8> {
    assert_eq!(
        frame[4] & !0x04,
        0,
        "ruzstd's frame descriptor: at most a checksum flag"
    );
    let mut out = frame[..4].to_vec();
    out.push(0xe0 | frame[4]); // 8-byte content size, single segment, the same checksum flag
    out.extend(content_size.to_le_bytes());
    out.extend(&frame[6..]); // the blocks, after the window descriptor
    out
}

#[test]
fn a_zstd_frame_that_lies_about_its_size_is_refused() {
    let ar = fixture("kernels_fat.ar");
    let frame = compress(&ar);
    let honest = declaring_size(&frame, ar.len() as u64);
    assert_eq!(
        scan_standalone(&honest, &ScanOptions::default())
            .unwrap()
            .images
            .len(),
        2
    );

    let error =
        scan_standalone(&declaring_size(&frame, 1 << 40), &ScanOptions::default()).unwrap_err();
    assert!(error.0.contains("claims 1099511627776"), "{error}");
    let over = declaring_size(&frame, ar.len() as u64 + 10);
    let error = scan_standalone(&over, &ScanOptions::default()).unwrap_err();
    assert!(error.0.contains("but holds"), "{error}");
    let under = declaring_size(&frame, ar.len() as u64 - 10);
    assert!(scan_standalone(&under, &ScanOptions::default()).is_err());
    // Inside host data the liar is left out, and nothing panics.
    let mut host = vec![0u8; 100];
    host.extend(&over);
    assert!(scan(&host, &ScanOptions::default()).images.is_empty());
}

#[test]
fn elf_headers_with_absurd_offsets_are_skipped_with_a_warning() {
    let zebin = fixture("kernels_pvc.zebin");
    for (field, value) in [(0x28, u64::MAX), (0x28, 1 << 40), (0x20, 1 << 50)] {
        let mut broken = zebin.clone();
        broken[field..field + 8].copy_from_slice(&value.to_le_bytes());
        let mut host = vec![0x55u8; 4096];
        host.extend(&broken);
        let found = scan(&host, &ScanOptions::default());
        assert!(
            found.images.iter().all(|i| i.format().name() != "zebin"),
            "a broken zebin is not reported"
        );
        assert_eq!(found.warnings.len(), 1, "{:?}", found.warnings);
        assert!(
            found.warnings[0].contains("EM_INTELGT"),
            "{:?}",
            found.warnings
        );
        assert!(scan_standalone(&broken, &ScanOptions::default()).is_err());
    }
}

#[test]
fn mutated_libraries_never_panic() {
    let library = host_library();
    let file = std::fs::read(&library.path).unwrap();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..300 {
        let mut mutated = file.clone();
        for _ in 0..8 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let at = (state % mutated.len() as u64) as usize;
            mutated[at] = (state >> 32) as u8;
        }
        let _ = scan(&mutated, &ScanOptions::default());
    }
}

/// Inputs the `scan` fuzz target once crashed on, and its seeds for paths the data fixtures do
/// not reach (`tests/data/fuzz/scan-*`), scanned as the fuzz target scans them.
#[test]
fn fuzzer_findings_stay_fixed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with("scan-") {
            continue;
        }
        let bytes = std::fs::read(entry.path()).unwrap();
        let _ = scan(&bytes, &ScanOptions::default());
        let _ = scan_standalone(&bytes, &ScanOptions::default());
        for take_listed_spirv_whole in [false, true] {
            let provenance = ScanOptions {
                decode_frames: Some(FrameSizes::default()),
                read_kernels: false,
                only_data_sections: true,
                take_listed_spirv_whole,
                ..ScanOptions::default()
            };
            let first = scan(&bytes, &provenance);
            let offsets: Vec<u64> = first.undecoded_frames.iter().map(|f| f.offset).collect();
            let _ = scan_frames(&bytes, &offsets, &ScanOptions::default());
        }
        seen += 1;
    }
    assert!(seen > 0, "no scan-* inputs in {}", dir.display());
}
