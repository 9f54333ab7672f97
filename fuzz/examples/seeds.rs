//! Writes the committed seed corpora under fuzz/seeds/ (run from the repository root):
//!
//!     cargo run --manifest-path fuzz/Cargo.toml --example seeds
//!
//! - `frame/`: valid aotspy streams made with `write_preamble`/`write_frame`.
//! - `kept_stream/`: those streams as a report's `streams/` keeps them, gzip-compressed (one
//!   member, two members, one inflating past the fuzz target's 256 KiB budget) and plain.
//! - `zeinfo/`: the `.ze_info` sections of the real zebins in binfmt/tests/data.
//! - `counters/`: counters files laid out as the preload writes them (`aotspy_proto::counters`).
//! - `descriptions/`: kernel descriptions files as the preload appends them
//!   (`aotspy_proto::descriptions`), whole and cut in the middle of a record.
//! - `isa/`: the golden IGA listings of isa/tests/data, each at most [`ISA_SEED_BYTES`]: the
//!   small ones whole, the large ones as their first and a middle window of whole lines (a
//!   663 KB seed held the `isa` target to 52 runs a second).
//!
//! The `zebin` target needs no generated seeds: scripts/fuzz hands it binfmt/tests/data itself.

use std::fs;
use std::path::{Path, PathBuf};

use aotspy_proto::counters;
use aotspy_proto::descriptions::{self, KernelDescription};
use aotspy_proto::{
    encode_frame, write_frame, write_preamble, Binary, BinaryKind, Device, DispatchTotal, Event,
    Hello, InputFormat, Kernel, LauncherRank, Module, Origin,
};
use aotspy_proto::{DriverOperation, DriverOperationRecord};
use goblin::elf::Elf;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seeds = root.join("seeds");
    let fixtures = root.join("../binfmt/tests/data");
    isa_seeds(&root.join("../isa/tests/data"), &seeds);

    // A real process's maps (this one's, cut to whole lines), and the lines the parser must
    // get right: a path with spaces, an anonymous and a special mapping.
    let maps_dir = seeds.join("maps");
    fs::create_dir_all(&maps_dir).unwrap();
    let own = fs::read_to_string("/proc/self/maps").unwrap();
    let mut cut = String::new();
    for line in own.lines().take(60) {
        cut += line;
        cut.push('\n');
    }
    write(&maps_dir.join("self.maps"), cut.as_bytes());
    write(
        &maps_dir.join("spaces.maps"),
        b"7f0000006000-7f0000007000 r-xp 00000000 08:01 14 /opt/lib/with space.so\n\
7f0000004000-7f0000005000 rwxp 00000000 00:00 0\n\
7f0000005000-7f0000006000 r-xp 00000000 00:00 0 [vdso]\n",
    );

    let frame_dir = seeds.join("frame");
    fs::create_dir_all(&frame_dir).unwrap();
    let tiny_zebin = fs::read(fixtures.join("families/tgllp.zebin")).unwrap();
    for (name, events) in [
        ("hello_only", vec![hello()]),
        ("full_session", full_session(&tiny_zebin)),
        ("preamble_only", vec![]),
    ] {
        let mut stream = Vec::new();
        write_preamble(&mut stream).unwrap();
        for event in &events {
            write_frame(&mut stream, event).unwrap();
        }
        write(&frame_dir.join(name), &stream);
    }
    // A frame that does not decode between two that do: the reader skips it and goes on.
    let mut corrupt = Vec::new();
    write_preamble(&mut corrupt).unwrap();
    write_frame(&mut corrupt, &hello()).unwrap();
    corrupt.extend_from_slice(b"\x03\0\0\0\xff\xff\xff");
    corrupt.extend_from_slice(&encode_frame(&Event::Goodbye));
    write(&frame_dir.join("corrupt_frame_between"), &corrupt);

    let kept_dir = seeds.join("kept_stream");
    fs::create_dir_all(&kept_dir).unwrap();
    let mut session = Vec::new();
    write_preamble(&mut session).unwrap();
    for event in &full_session(&tiny_zebin) {
        write_frame(&mut session, event).unwrap();
    }
    write(&kept_dir.join("plain_session"), &session);
    write(&kept_dir.join("gzip_session"), &gzip(&session));
    // Two gzip members, cut between two frames, as `zcat a b` would join them.
    let half = session.len() / 2;
    let mut members = gzip(&session[..half]);
    members.extend(gzip(&session[half..]));
    write(&kept_dir.join("gzip_two_members"), &members);
    // 512 KiB of zeros after the session (empty frames that do not decode): a 3.5 KB file
    // past the target's 256 KiB budget.
    let inflating = [session.clone(), vec![0; 512 << 10]].concat();
    write(&kept_dir.join("gzip_past_budget"), &gzip(&inflating));

    let counters_dir = seeds.join("counters");
    fs::create_dir_all(&counters_dir).unwrap();
    write(
        &counters_dir.join("three_kernels"),
        &counters_file(&[(1, 10), (2, 0), (7, 3)]),
    );
    write(&counters_dir.join("empty"), &counters_file(&[]));

    let descriptions_dir = seeds.join("descriptions");
    fs::create_dir_all(&descriptions_dir).unwrap();
    let mut described = descriptions::header().to_vec();
    for (id, module, device, found, name) in [
        (1, Some(1), None, false, "_ZTSZ4mainE10vector_add"),
        (2, None, Some(0), true, "scale"),
        (7, Some(3), Some(1), false, ""),
    ] {
        described.extend(descriptions::encode(&KernelDescription {
            id,
            module,
            device,
            found,
            name: name.into(),
            operation: None,
        }));
    }
    // A driver operation's slot, as the preload describes it at the first fill.
    described.extend(descriptions::encode(&KernelDescription {
        id: 8,
        module: None,
        device: None,
        found: false,
        name: DriverOperation::MemoryFill.function().into(),
        operation: Some(DriverOperation::MemoryFill),
    }));
    write(&descriptions_dir.join("three_kernels"), &described);
    write(
        &descriptions_dir.join("cut_last"),
        &described[..described.len() - 3],
    );
    write(
        &descriptions_dir.join("header_only"),
        &descriptions::header(),
    );

    let zeinfo_dir = seeds.join("zeinfo");
    fs::create_dir_all(&zeinfo_dir).unwrap();
    let mut zebins = files_named(&fixtures, "zebin");
    zebins.extend(files_named(&fixtures.join("families"), "zebin"));
    let mut seen = Vec::new();
    for path in zebins {
        let bytes = fs::read(&path).unwrap();
        let elf = Elf::parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let Some(section) = elf
            .section_headers
            .iter()
            .find(|sh| elf.shdr_strtab.get_at(sh.sh_name) == Some(".ze_info"))
        else {
            continue;
        };
        let range = section.file_range().expect("zeInfo has contents");
        let text = bytes[range].to_vec();
        if seen.contains(&text) {
            continue;
        }
        seen.push(text.clone());
        let stem = path.file_stem().unwrap().to_string_lossy();
        write(&zeinfo_dir.join(format!("{stem}.yaml")), &text);
    }
}

/// The largest `isa` seed: listings of a few kernels, parsed hundreds of times a second.
const ISA_SEED_BYTES: usize = 8 << 10;

/// `isa/`: see the module comment.
fn isa_seeds(isa_data: &Path, seeds: &Path) {
    let dir = seeds.join("isa");
    fs::create_dir_all(&dir).unwrap();
    let mut seen = Vec::new();
    for iga in ["iga1", "iga2"] {
        for path in files_named(&isa_data.join(iga), "asm") {
            let text = fs::read(&path).unwrap();
            // A listing with and without -g is often the same text: one seed.
            if seen.contains(&text) {
                continue;
            }
            seen.push(text.clone());
            let stem = path.file_stem().unwrap().to_string_lossy();
            if text.len() <= ISA_SEED_BYTES {
                write(&dir.join(format!("{iga}-{stem}.asm")), &text);
                continue;
            }
            for (part, from) in [("start", 0), ("middle", text.len() / 2)] {
                // Whole lines: from the line after `from`, up to the last line that fits.
                let start = match from {
                    0 => 0,
                    _ => from + text[from..].iter().position(|&b| b == b'\n').unwrap() + 1,
                };
                let window = &text[start..(start + ISA_SEED_BYTES).min(text.len())];
                let end = window.iter().rposition(|&b| b == b'\n').unwrap() + 1;
                write(
                    &dir.join(format!("{iga}-{stem}.{part}.asm")),
                    &window[..end],
                );
            }
        }
    }
}

/// One chunk of a counters file: the header, 2 unattributed launches, 1 unknown list run, then
/// `kernels` as (id, dispatches).
fn counters_file(kernels: &[(u64, u64)]) -> Vec<u8> {
    counters::encode(&counters::Counts {
        totals: kernels
            .iter()
            .map(|&(kernel, dispatches)| aotspy_proto::DispatchTotal { kernel, dispatches })
            .collect(),
        unattributed: aotspy_proto::Unattributed {
            unknown_kernel_launches: 2,
            unknown_list_runs: 1,
            unhooked_entries: 0,
        },
    })
}

fn files_named(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .collect();
    paths.sort();
    paths
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gzip.write_all(bytes).unwrap();
    gzip.finish().unwrap()
}

fn write(path: &Path, bytes: &[u8]) {
    fs::write(path, bytes).unwrap();
    println!("{} ({} bytes)", path.display(), bytes.len());
}

fn hello() -> Event {
    Event::Hello(Hello {
        pid: 4242,
        ppid: 1,
        argv: vec!["./app".into(), "--size".into(), "1024".into()],
        exe: "/usr/bin/app".into(),
        start_unix_ms: 1_700_000_000_000,
        hostname: "node01".into(),
        rank: Some(LauncherRank {
            rank: 3,
            variable: "RANK".into(),
            local_rank: Some(1),
            world_size: Some(8),
        }),
        cache_env: vec![("HOME".into(), "/home/user".into())],
    })
}

fn full_session(native: &[u8]) -> Vec<Event> {
    let module = Module {
        id: 1,
        device: Some(0),
        input_format: InputFormat::Native,
        input_kind: BinaryKind::Zebin,
        input_sha256: "ab".repeat(32),
        input_sha256s: Vec::new(),
        input_bytes: native.len() as u64,
        input_count: 1,
        origin: Origin::Aot,
        ar_member: None,
        build_flags: "-ze-opt-large-register-file".into(),
        native_sha256: Some("cd".repeat(32)),
        native_binary: native.into(),
        callers: vec!["/usr/lib/libze_loader.so.1".into(), "/usr/bin/app".into()],
    };
    // The same code created again: the preload sends its hash alone.
    let repeat = Module {
        id: 2,
        native_binary: Binary::default(),
        ..module.clone()
    };
    vec![
        hello(),
        Event::Device(Device {
            id: 0,
            name: "Intel(R) Data Center GPU Max 1550".into(),
            vendor_id: 0x8086,
            device_id: 0x0bd5,
            ip_version: Some(0x030f_0007),
        }),
        Event::Module(module),
        Event::Module(repeat),
        Event::Kernel(Kernel {
            id: 1,
            module: 1,
            name: "_ZTSZ4mainE10vector_add".into(),
        }),
        Event::DriverOperation(DriverOperationRecord {
            id: 2,
            operation: DriverOperation::MemoryCopy,
        }),
        Event::Dispatches(vec![
            DispatchTotal {
                kernel: 1,
                dispatches: 3,
            },
            DispatchTotal {
                kernel: 2,
                dispatches: 5,
            },
        ]),
        Event::Diagnostic("zeModuleGetNativeBinary failed".into()),
        Event::Goodbye,
    ]
}
