//! Kernels created before aotspy was injected into a running process (`aotspy attach` without
//! the preload), whose ISA came without a module: their raw ISA, disassembled on its own.

use super::inventory::RawKernel;
use super::listing_files;
use super::listings::KernelAsm;
use crate::analysis::analytics::{self, Listings};
use crate::analysis::disasm::{self, Disassemblers};
use crate::sys::files::ensure_report_dir;
use anyhow::Result;
use aotspy_report::{Note, NoteKind};
use rayon::prelude::*;
use std::collections::HashMap;
use std::path::Path;

/// Raw kernels' ASM by the code's SHA-256, or why there is none.
pub type RawAsm = HashMap<String, Result<KernelAsm, Note>>;

/// Disassembles each raw kernel with a listed kernel (through IGA, cached) and writes its ASM
/// into `out_dir/asm` (one listing file each); by the code's SHA-256, the ASM or why there is none, and the listings as
/// analyzed. Fails only when the report directory cannot be written.
pub fn disassemble_raw_kernels(
    raw_kernels: &[RawKernel],
    out_dir: &Path,
) -> Result<(RawAsm, Listings)> {
    let listed: Vec<&RawKernel> = raw_kernels
        .iter()
        .filter(|raw| !raw.listed_kernels.is_empty())
        .collect();
    if listed.is_empty() {
        return Ok((RawAsm::new(), Listings::new()));
    }
    let tools = Disassemblers::locate();
    let cache_root = disasm::cache_root();
    let not_disassembled = |text| Note::new(NoteKind::RawIsaNotDisassembled, text);
    let made: Vec<Result<String, Note>> = listed
        .par_iter()
        .map(|raw| {
            let device = raw.ocloc_device.as_deref().ok_or_else(|| {
                Note::new(
                    NoteKind::RawIsaDeviceUnknown,
                    "no ASM: no device is known for its raw ISA (no device was recorded for it); \
                     pass --device",
                )
            })?;
            let cache_root = cache_root
                .as_ref()
                .map_err(|e| not_disassembled(format!("no ASM: {e:#}")))?;
            let (text, _) =
                disasm::disassemble_raw(&raw.sha256, device, &raw.code, &tools, cache_root)
                    .map_err(|e| not_disassembled(format!("no ASM: {e}")))?;
            String::from_utf8(text).map_err(|e| {
                let text = format!("no ASM: IGA's text for it is not UTF-8 ({e})");
                Note::new(NoteKind::KernelAsmUnreadable, text)
            })
        })
        .collect();
    let mut outcomes = RawAsm::new();
    let mut listings = Listings::new();
    for (raw, asm) in listed.into_iter().zip(made) {
        let outcome = match asm {
            Ok(asm) => {
                let (asm, listing) = write_asm(raw, asm, out_dir)?;
                listings.insert(asm.file.clone(), listing);
                Ok(asm)
            }
            Err(why) => Err(why),
        };
        outcomes.insert(raw.sha256.clone(), outcome);
    }
    Ok((outcomes, listings))
}

/// Writes the ASM into the report (named after its first listed kernel) and reads it.
fn write_asm(raw: &RawKernel, asm: String, out_dir: &Path) -> Result<(KernelAsm, String)> {
    let file = listing_files::listing_path(&raw.sha256, &raw.listed_kernels[0]);
    // No DWARF comes with raw ISA: no source lines.
    // No zeInfo comes with raw ISA: the rules know only the device.
    let facts = analytics::kernel_facts(raw.ocloc_device.as_deref(), None);
    let analyzed = analytics::analyze(&asm, None, &facts);
    ensure_report_dir(&out_dir.join(aotspy_report::listing::DIR))?;
    listing_files::encode_and_write(out_dir, &file, &asm, &analyzed.marks)?;
    let kernel_asm = KernelAsm {
        file,
        instructions: analyzed.instructions,
        isa: analyzed.isa,
        advice: analyzed.advice,
    };
    Ok((kernel_asm, asm))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::disasm::{Ocloc, Source, Via};
    use crate::analysis::findings::Findings;
    use crate::analysis::iga::{Era, Iga};
    use crate::analysis::inventory::BuildOptions;
    use crate::ingest::capture::test_streams::*;
    use crate::ingest::capture::ProcessCapture;
    use crate::report::build::build;
    use aotspy_proto::{Event, FoundIsa};
    use std::fs;

    /// isa/tests/data/iga1 (IGA 1.x, the host's) or iga2 (IGA 2.x, the modern stack's): the
    /// golden listings of the IGA this process loads, as ocloc wrote them.
    fn golden_dir() -> std::path::PathBuf {
        let iga = Iga::load(Ocloc::locate().ok().as_ref().map(Ocloc::path))
            .expect("IGA loads on both stacks (scripts/setup links libiga64.so)");
        let dir = match iga.era() {
            Era::Igc1 => "iga1",
            Era::Igc2 => "iga2",
        };
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../isa/tests/data")
            .join(dir)
    }

    /// A process injected after creating `kernel`, of which the driver gave the raw ISA only.
    fn injected_with_raw(name: &str, code: &[u8], device_id: u32) -> ProcessCapture {
        let Event::Hello(hello) = hello(42, 1) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(hello);
        let Event::Device(mut gpu) = device(0) else {
            unreachable!()
        };
        gpu.device_id = device_id;
        gpu.ip_version = None;
        for event in [
            injected(5),
            Event::Device(gpu),
            found(7, name, FoundIsa::KernelBinary, None, code),
            dispatches(&[(7, 3)]),
        ] {
            capture.apply(event);
        }
        capture
    }

    /// The raw bytes of each kernel of a golden zebin, cut out of its `.text.<kernel>` section
    /// and reported as a `kernel-binary` kernel, give the report the very listing ocloc wrote
    /// for that kernel, byte for byte: on the host's IGA 1.x and the modern stack's IGA 2.x.
    #[test]
    fn raw_kernel_isa_reads_as_oclocs_listing() {
        let golden = golden_dir();
        let out = tempfile::tempdir().unwrap();
        let mut compared = 0;
        for (device, device_id) in [("pvc", 0x0bd5), ("dg2", 0x56a0)] {
            let zebin = fs::read(golden.join(format!("{device}-vector_ops-g.zebin"))).unwrap();
            for section in aotspy_binfmt::zebin::text_sections(&zebin).unwrap() {
                let kernel = section.name.strip_prefix(".text.").unwrap();
                let listing = golden.join(format!("{device}-vector_ops-g.{kernel}.asm"));
                let expected = fs::read(&listing).unwrap();
                let options = BuildOptions {
                    all_kernels: false,
                    fallback_device: None,
                };
                let inventory = crate::analysis::inventory::of_captures(
                    vec![injected_with_raw(kernel, section.code, device_id)],
                    &options,
                );
                let (raw_isa, _) =
                    disassemble_raw_kernels(inventory.raw_kernels(), out.path()).unwrap();
                let report = build(
                    inventory,
                    Findings {
                        raw_isa,
                        ..Findings::default()
                    },
                );
                let [entry] = &report.kernels[..] else {
                    panic!("{:?}", report.kernels)
                };
                assert_eq!(entry.isa_from, "kernel-binary");
                assert_eq!(entry.ocloc_device.as_deref(), Some(device));
                let asm = entry
                    .asm
                    .as_ref()
                    .unwrap_or_else(|| panic!("{:?}", entry.notes));
                let made = aotspy_report::listing::read(out.path(), asm, std::fs::File::open)
                    .unwrap()
                    .into_bytes();
                assert!(
                    made == expected,
                    "{device} {kernel}: the report's ASM differs from {}",
                    listing.display()
                );
                assert_eq!(
                    entry.instructions,
                    Some(aotspy_isa::count_instructions(
                        &String::from_utf8(expected).unwrap()
                    ))
                );
                assert_eq!(entry.code_bytes, Some(section.code.len() as u64));
                compared += 1;
            }
        }
        assert_eq!(compared, 6, "three kernels on each of two devices");
    }

    /// The whole pipeline (what `aotspy report` runs) on an injected process: a raw kernel and
    /// a name-only kernel matched to the golden zebin among its mapped files both get the ASM
    /// ocloc wrote for them, and report.md says what attach means.
    #[test]
    fn a_report_of_an_injected_process_has_the_asm_of_raw_and_matched_kernels() {
        let golden = golden_dir();
        let zebin_path = golden.join("pvc-vector_ops-g.zebin");
        let zebin = fs::read(&zebin_path).unwrap();
        let sections = aotspy_binfmt::zebin::text_sections(&zebin).unwrap();
        let code = |kernel: &str| {
            sections
                .iter()
                .find(|s| s.name == format!(".text.{kernel}"))
                .unwrap()
                .code
        };
        let mut capture = injected_with_raw("scale", code("scale"), 0x0bd5);
        capture.apply(found(
            8,
            "_ZTSZ4mainE10vector_add",
            FoundIsa::NameOnly,
            None,
            b"",
        ));
        capture.apply(dispatches(&[(7, 3), (8, 5)]));
        capture.mapped_files = [zebin_path.display().to_string()].into();
        let out = tempfile::tempdir().unwrap();
        crate::report::pipeline::produce(
            out.path(),
            vec![capture],
            Vec::new(),
            &crate::report::pipeline::RenderOptions {
                all_kernels: false,
                json: false,
                quiet: true,
                fallback_device: None,
            },
        )
        .unwrap();
        let json: serde_json::Value =
            serde_json::from_slice(&fs::read(out.path().join("report.json")).unwrap()).unwrap();
        let kernels = json["kernels"].as_array().unwrap();
        let by_name = |name: &str| kernels.iter().find(|k| k["name"] == name).unwrap();
        for (name, isa_from, listing) in [
            ("scale", "kernel-binary", "pvc-vector_ops-g.scale.asm"),
            (
                "_ZTSZ4mainE10vector_add",
                "matched-image",
                "pvc-vector_ops-g._ZTSZ4mainE10vector_add.asm",
            ),
        ] {
            let kernel = by_name(name);
            assert_eq!(kernel["isa_from"], isa_from);
            let asm = kernel["asm"]
                .as_str()
                .unwrap_or_else(|| panic!("{name}: {}", kernel["notes"]));
            assert!(
                aotspy_report::listing::read(out.path(), asm, std::fs::File::open)
                    .unwrap()
                    .into_bytes()
                    == fs::read(golden.join(listing)).unwrap(),
                "{name}: the report's ASM differs from {listing}"
            );
        }
        let matched = by_name("_ZTSZ4mainE10vector_add");
        assert_eq!(
            matched["matched_image"]["file"],
            zebin_path.display().to_string()
        );
        assert_eq!(matched["simd"], 32);
        let module = &json["modules"][0];
        assert_eq!(module["origin"], "aot", "found in the mapped file");
        assert_eq!(module["source"]["file"], zebin_path.display().to_string());
        let md = fs::read_to_string(out.path().join("report.md")).unwrap();
        assert!(md.contains("kernels that did not launch during the attach are not seen"));
    }

    /// Cached by the code's hash and the platform: the second call reads what the first made.
    #[test]
    fn raw_kernel_isa_is_cached() {
        let golden = golden_dir();
        let zebin = fs::read(golden.join("pvc-vector_ops-g.zebin")).unwrap();
        let sections = aotspy_binfmt::zebin::text_sections(&zebin).unwrap();
        let code = sections[0].code;
        let sha256 = aotspy_binfmt::sha256_hex(code);
        let cache = tempfile::tempdir().unwrap();
        let tools = Disassemblers::locate();
        let (first, made) =
            disasm::disassemble_raw(&sha256, "pvc", code, &tools, cache.path()).unwrap();
        assert_eq!(
            made,
            Source::Made {
                via: Via::InProcess,
                in_process_declined: None
            }
        );
        let entries: Vec<_> = fs::read_dir(cache.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(entries, [format!("raw-{sha256}-XE_HPC.kernel").as_str()]);
        let (second, source) =
            disasm::disassemble_raw(&sha256, "pvc", code, &tools, cache.path()).unwrap();
        assert_eq!((second, source), (first, Source::Cache));
    }

    /// Without a device there is no platform, and the kernel says how to give one.
    #[test]
    fn raw_kernel_without_a_device_says_what_to_pass() {
        let capture = injected_with_raw("k", b"\x01\x02", 0xffff);
        let options = BuildOptions {
            all_kernels: false,
            fallback_device: None,
        };
        let inventory = crate::analysis::inventory::of_captures(vec![capture], &options);
        let out = tempfile::tempdir().unwrap();
        let (raw_isa, _) = disassemble_raw_kernels(inventory.raw_kernels(), out.path()).unwrap();
        let report = build(
            inventory,
            Findings {
                raw_isa,
                ..Findings::default()
            },
        );
        let kernel = &report.kernels[0];
        assert_eq!(kernel.asm, None);
        assert_eq!(
            kernel.notes[0],
            Note::new(
                NoteKind::RawIsaDeviceUnknown,
                "no ASM: no device is known for its raw ISA (no device was recorded for it); pass \
                 --device"
            )
        );
    }
}
