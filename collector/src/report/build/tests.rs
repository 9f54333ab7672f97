//! The inventory and the builder together, from captures made of test streams: merging,
//! counting, attach windows, ranks, name matches, what each kind of kernel says.

use super::*;
use crate::analysis::findings::Findings;
use crate::analysis::inventory::{self, BuildOptions};
use crate::analysis::names;
use crate::ingest::capture::test_streams::*;
use crate::ingest::capture::AttachEnd;
use crate::ingest::capture::ProcessCapture;
use crate::ingest::capture::{module_id, AttachWindow};
use aotspy_binfmt::sha256_hex;
use aotspy_binfmt::zebin;
use aotspy_proto::{Event, FoundIsa};
use aotspy_report::{
    AttachEntry, EndedBy, Matched, ModuleSource, NoteKind, ProcessKernel, Unattributed, WarningKind,
};

fn capture(events: Vec<Event>) -> ProcessCapture {
    let mut events = events.into_iter();
    let Some(Event::Hello(hello)) = events.next() else {
        panic!("streams start with Hello")
    };
    let mut capture = ProcessCapture::new(hello);
    for event in events {
        capture.apply(event);
    }
    capture
}

/// The report of captures alone: no disassembly, provenance or NEO dumps.
fn report_of(captures: Vec<ProcessCapture>, options: &BuildOptions) -> Report {
    build(
        inventory::of_captures(captures, options),
        Findings::default(),
    )
}

fn options(all_kernels: bool) -> BuildOptions {
    BuildOptions {
        all_kernels,
        fallback_device: None,
    }
}

/// Two processes load the same native binary under different local ids; one also has a
/// module of its own and a kernel it never dispatched.
fn two_processes() -> Vec<ProcessCapture> {
    vec![
        capture(vec![
            hello(100, 1),
            device(0),
            module(1, b"shared binary"),
            kernel(1, 1, "_ZTSZ4mainE10vector_add"),
            kernel(2, 1, "scale"),
            dispatches(&[(1, 2), (2, 1)]),
            dispatches(&[(1, 5)]),
            Event::Goodbye,
        ]),
        capture(vec![
            hello(200, 2),
            device(0),
            module(7, b"other binary"),
            module(9, b"shared binary"),
            kernel(3, 9, "_ZTSZ4mainE10vector_add"),
            kernel(4, 7, "never_run"),
            dispatches(&[(3, 4)]),
        ]),
    ]
}

#[test]
fn shared_modules_merge_and_dispatches_sum_across_processes() {
    let report = report_of(two_processes(), &options(false));
    assert_eq!(report.modules.len(), 2);
    let shared = &report.modules[0];
    assert_eq!(shared.sha256, sha256_hex(b"shared binary"));
    assert_eq!(shared.id, &shared.sha256[..16]);
    assert_eq!(shared.pids, [100, 200]);
    assert_eq!(shared.binary, format!("modules/{}.bin", shared.id));

    let names: Vec<_> = report
        .kernels
        .iter()
        .map(|k| (k.name.as_str(), k.dispatches))
        .collect();
    assert_eq!(names, [("_ZTSZ4mainE10vector_add", 9), ("scale", 1)]);
    let vector_add = &report.kernels[0];
    assert_eq!(vector_add.demangled, "main::vector_add");
    assert_eq!(vector_add.module, shared.id);
    assert_eq!(vector_add.pids, [100, 200]);
    assert_eq!(vector_add.origin, "jit");
    assert_eq!(report.stats.kernels_created, 3);
    assert_eq!(report.stats.kernels_listed, 2);
    assert_eq!(report.stats.dispatches, 10);
}

#[test]
fn processes_list_their_own_counts_and_completeness() {
    let report = report_of(two_processes(), &options(false));
    let [first, second] = &report.processes[..] else {
        panic!("two processes")
    };
    assert!(first.clean_exit);
    assert_eq!(
        first.kernels[0],
        ProcessKernel {
            name: "_ZTSZ4mainE10vector_add".into(),
            module: report.modules[0].id.clone(),
            dispatches: 5
        }
    );
    assert!(!second.clean_exit);
    assert_eq!(second.kernels.len(), 1, "never_run is not listed");
    let kinds: Vec<_> = report.warnings.iter().map(|w| &w.kind).collect();
    assert_eq!(
        kinds,
        [&WarningKind::NoGoodbye {
            pid: 200,
            counts_complete: false
        }]
    );
}

#[test]
fn all_kernels_lists_undispatched_ones() {
    let report = report_of(two_processes(), &options(true));
    let never_run = report
        .kernels
        .iter()
        .find(|k| k.name == "never_run")
        .unwrap();
    assert_eq!(never_run.dispatches, 0);
    assert!(never_run.pids.is_empty());
    assert_eq!(never_run.created_by, [200]);
    assert_eq!(report.kernels.last().unwrap().name, "never_run");
}

#[test]
fn duplicate_streams_of_one_process_count_once() {
    let mut captures = two_processes();
    captures.push(captures[0].clone());
    let report = report_of(captures, &options(false));
    assert_eq!(report.processes.len(), 2);
    assert_eq!(report.kernels[0].dispatches, 9);
    assert!(
        report.warnings.iter().any(|w| w.kind
            == WarningKind::ProcessGivenTwice {
                pid: 100,
                start_unix_ms: 1
            }),
        "{:?}",
        report.warnings
    );
}

#[test]
fn a_jit_build_equal_to_an_aot_binary_keeps_both_origins() {
    let Event::Module(jit) = module(1, b"same code") else {
        unreachable!()
    };
    let aot = aotspy_proto::Module {
        id: 2,
        origin: aotspy_proto::Origin::Aot,
        ..jit.clone()
    };
    let report = report_of(
        vec![capture(vec![
            hello(1, 1),
            Event::Module(aot),
            Event::Module(jit),
            kernel(1, 2, "k"),
            kernel(2, 1, "k"),
            dispatches(&[(1, 1), (2, 2)]),
        ])],
        &options(false),
    );
    assert_eq!(report.modules.len(), 1);
    // The native input run as given is found in no file and is no zebin: generated.
    assert_eq!(report.modules[0].origins, ["jit", "generated"]);
    assert_eq!(report.kernels.len(), 1);
    assert_eq!(report.kernels[0].dispatches, 3);
    assert_eq!(report.kernels[0].origins, ["generated", "jit"]);
    assert_eq!(report.processes[0].kernels[0].dispatches, 3);
}

#[test]
fn dangling_references_become_diagnostics() {
    let report = report_of(
        vec![capture(vec![
            hello(1, 1),
            kernel(1, 42, "orphan"),
            dispatches(&[(1, 3), (8, 1)]),
        ])],
        &options(true),
    );
    assert!(report.kernels.is_empty());
    let diagnostics = &report.processes[0].diagnostics;
    assert_eq!(diagnostics.len(), 2, "{diagnostics:?}");
}

fn attached(events: Vec<Event>, at_attach: &[(u64, u64)], ended_by: AttachEnd) -> ProcessCapture {
    let mut attached = capture(events);
    attached.attach = Some(AttachWindow {
        attached_at_unix_ms: 1_000,
        detached_at_unix_ms: 2_000,
        totals_at_attach: at_attach.iter().copied().collect(),
        ended_by,
    });
    attached
}

#[test]
fn attach_counts_what_ran_while_attached() {
    let process = attached(
        vec![
            hello(300, 3),
            module(1, b"binary"),
            kernel(1, 1, "busy"),
            kernel(2, 1, "idle_since_attach"),
            dispatches(&[(1, 5), (2, 4)]),
            kernel(3, 1, "created_after_attach"),
            // Destroyed and created again: a new id for the same kernel.
            kernel(4, 1, "busy"),
            dispatches(&[(1, 9), (2, 4), (3, 2), (4, 1)]),
        ],
        &[(1, 5), (2, 4)],
        AttachEnd::DurationElapsed,
    );
    let report = report_of(vec![process], &options(false));
    let counts: Vec<_> = report
        .kernels
        .iter()
        .map(|k| (k.name.as_str(), k.dispatches, k.dispatches_during_attach))
        .collect();
    assert_eq!(
        counts,
        [
            ("busy", 10, Some(5)),
            ("idle_since_attach", 4, Some(0)),
            ("created_after_attach", 2, Some(2)),
        ]
    );
    assert_eq!(report.stats.dispatches, 16);
    assert_eq!(report.stats.dispatches_during_attach, Some(7));
    assert_eq!(
        report.attach,
        Some(AttachEntry {
            pid: 300,
            start_unix_ms: 3,
            attached_at_unix_ms: 1_000,
            detached_at_unix_ms: 2_000,
            ended_by: EndedBy::DurationElapsed,
        })
    );
    assert!(
        report.warnings.is_empty(),
        "a process left running on purpose is not missing its Goodbye: {:?}",
        report.warnings
    );
}

#[test]
fn attach_without_totals_counts_nothing_and_a_crash_is_warned() {
    let process = attached(
        vec![hello(300, 3), module(1, b"binary"), kernel(1, 1, "k")],
        &[],
        AttachEnd::StreamClosed,
    );
    let report = report_of(vec![process], &options(true));
    assert_eq!(report.kernels[0].dispatches_during_attach, Some(0));
    let kinds: Vec<_> = report.warnings.iter().map(|w| &w.kind).collect();
    assert_eq!(
        kinds,
        [&WarningKind::NoGoodbye {
            pid: 300,
            counts_complete: false
        }]
    );
}

/// Cumulative like the totals (the larger of two frames wins), summed over processes, and
/// said in one warning line; a run with nothing unattributed has no such line.
#[test]
fn unattributed_counts_are_summed_and_warned_once() {
    let unattributed = |launches, runs, unhooked| {
        Event::Unattributed(aotspy_proto::Unattributed {
            unknown_kernel_launches: launches,
            unknown_list_runs: runs,
            unhooked_entries: unhooked,
        })
    };
    let processes = vec![
        capture(vec![
            hello(1, 1),
            unattributed(3, 0, 0),
            unattributed(5, 1, 0),
            Event::Goodbye,
        ]),
        capture(vec![hello(2, 2), unattributed(2, 3, 1), Event::Goodbye]),
    ];
    let report = report_of(processes, &options(false));
    assert_eq!(
        report.stats.unattributed,
        Unattributed {
            unknown_kernel_launches: 7,
            unknown_list_runs: 4,
            unhooked_entries: 1,
        }
    );
    assert_eq!(report.processes[0].unattributed.unknown_kernel_launches, 5);
    let lines: Vec<_> = report
        .warnings
        .iter()
        .filter(|w| w.kind == WarningKind::Unattributed)
        .collect();
    assert_eq!(lines.len(), 1, "{:?}", report.warnings);
    assert!(
        lines[0]
            .text
            .starts_with("not attributed to any kernel: 7 launches"),
        "{:?}",
        lines[0]
    );
    let clean = report_of(two_processes(), &options(false));
    assert!(!clean
        .warnings
        .iter()
        .any(|w| w.kind == WarningKind::Unattributed));
}

#[test]
fn collect_reports_have_no_attach_fields() {
    let json = serde_json::to_value(report_of(two_processes(), &options(false))).unwrap();
    assert!(json.get("attach").is_none());
    assert!(json["stats"].get("dispatches_during_attach").is_none());
    assert!(json["kernels"][0].get("dispatches_during_attach").is_none());
}

#[test]
fn non_gpu_native_binaries_are_noted() {
    let report = report_of(
        vec![capture(vec![
            hello(1, 1),
            module(1, b"definitely not an ELF"),
            kernel(1, 1, "k"),
            dispatches(&[(1, 1)]),
        ])],
        &options(false),
    );
    let module = &report.modules[0];
    assert_eq!(module.native_kind, "unknown");
    assert_eq!(
        module.notes[0],
        Note::new(
            NoteKind::NotGpuBinary,
            "native binary is unknown rather than a GPU binary"
        )
    );
    assert_eq!(report.kernels[0].simd, None);
}

/// A process of `two_processes`' shape that a launcher gave `rank` on `hostname`.
fn ranked(mut capture: ProcessCapture, hostname: &str, rank: u32) -> ProcessCapture {
    capture.hello.hostname = hostname.into();
    capture.hello.rank = Some(aotspy_proto::LauncherRank {
        rank,
        variable: "PMI_RANK".into(),
        local_rank: None,
        world_size: Some(2),
    });
    capture
}

#[test]
fn dispatches_are_kept_per_host_and_rank() {
    let [first, second] = <[ProcessCapture; 2]>::try_from(two_processes())
        .ok()
        .unwrap();
    let mut elsewhere = capture(vec![
        hello(300, 3),
        device(0),
        module(1, b"shared binary"),
        kernel(1, 1, "_ZTSZ4mainE10vector_add"),
        dispatches(&[(1, 6)]),
        Event::Goodbye,
    ]);
    elsewhere = ranked(elsewhere, "node-b", 0);
    let report = report_of(
        vec![
            ranked(first, "node-a", 0),
            ranked(second, "node-a", 1),
            elsewhere,
        ],
        &options(false),
    );
    let by_rank: Vec<_> = report.kernels[0]
        .dispatches_by_rank
        .iter()
        .map(|r| (r.hostname.as_str(), r.rank, r.dispatches))
        .collect();
    assert_eq!(
        by_rank,
        [("node-a", 0, 5), ("node-a", 1, 4), ("node-b", 0, 6)]
    );
    let process = &report.processes[1];
    assert_eq!(
        (
            process.rank,
            process.rank_variable.as_deref(),
            process.world_size
        ),
        (Some(1), Some("PMI_RANK"), Some(2))
    );
}

#[test]
fn unranked_processes_have_no_rank_breakdown() {
    let report = report_of(two_processes(), &options(false));
    assert!(report
        .kernels
        .iter()
        .all(|k| k.dispatches_by_rank.is_empty()));
    assert!(report.processes.iter().all(|p| p.rank.is_none()));
}

#[test]
fn same_pid_and_start_on_two_hosts_are_two_processes() {
    let on = |hostname: &str| {
        let mut process = capture(vec![
            hello(7, 1),
            device(0),
            module(1, b"binary"),
            kernel(1, 1, "k"),
            dispatches(&[(1, 2)]),
            Event::Goodbye,
        ]);
        process.hello.hostname = hostname.into();
        process
    };
    let report = report_of(vec![on("node-a"), on("node-b")], &options(false));
    assert_eq!(report.processes.len(), 2);
    assert_eq!(report.kernels[0].dispatches, 4);
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
}

/// A process that created the same module twice: the second came by hash, and both
/// modules' kernels count, in one module entry with its binary.
#[test]
fn a_module_sent_by_hash_joins_its_first_copy() {
    let report = report_of(
        vec![capture(vec![
            hello(1, 1),
            module(1, b"code"),
            repeated_module(2, b"code"),
            kernel(1, 1, "k"),
            kernel(2, 2, "k"),
            dispatches(&[(1, 2), (2, 3)]),
        ])],
        &options(false),
    );
    assert_eq!(report.modules.len(), 1);
    assert_eq!(report.modules[0].sha256, sha256_hex(b"code"));
    assert_eq!(report.modules[0].native_bytes, 4);
    assert_eq!(report.kernels.len(), 1);
    assert_eq!(report.kernels[0].dispatches, 5);
}

/// The frame with the bytes was lost (skipped, or cut off): the module is still listed,
/// under the hash it was sent with, and says why it has no binary; another process's copy
/// of the same code fills it in.
#[test]
fn a_module_whose_bytes_never_came_says_so() {
    let orphan = || {
        capture(vec![
            hello(1, 1),
            repeated_module(2, b"code"),
            kernel(1, 2, "k"),
            dispatches(&[(1, 1)]),
        ])
    };
    let alone = report_of(vec![orphan()], &options(false));
    let entry = &alone.modules[0];
    assert_eq!(entry.sha256, sha256_hex(b"code"));
    assert_eq!(entry.native_bytes, 0);
    assert_eq!(
        entry.notes[0].kind,
        NoteKind::BinaryFrameLost,
        "{:?}",
        entry.notes
    );

    let other = capture(vec![hello(2, 2), module(1, b"code")]);
    let shared = report_of(vec![orphan(), other], &options(false));
    assert_eq!(shared.modules[0].native_bytes, 4);
    assert_eq!(shared.kernels[0].dispatches, 1);
}

#[test]
fn skipped_frames_are_warned() {
    let mut process = capture(vec![hello(1, 1), Event::Goodbye]);
    process.skipped_frames = aotspy_proto::SkippedFrames {
        count: 2,
        first_error: Some("Found an enum discriminant that was > u32::MAX".into()),
    };
    let report = report_of(vec![process], &options(false));
    assert_eq!(
        report.warnings,
        [Warning::new(
            WarningKind::FramesSkipped { pid: 1, frames: 2 },
            "pid 1 (app1): skipped 2 frame(s) of its stream that did not decode (the first: \
             Found an enum discriminant that was > u32::MAX); the frames around them were read"
        )]
    );
}

fn binfmt_data(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../binfmt/tests/data")
        .join(name)
}

fn read_data(name: &str) -> Vec<u8> {
    std::fs::read(binfmt_data(name)).unwrap()
}

/// The code of `kernel` in a zebin: what `zeKernelGetBinaryExp` returns for it.
fn kernel_code(zebin: &[u8], kernel: &str) -> Vec<u8> {
    zebin::text_sections(zebin)
        .unwrap()
        .into_iter()
        .find(|s| s.name == format!(".text.{kernel}"))
        .unwrap()
        .code
        .to_vec()
}

/// A process aotspy was injected into at 1 s: one kernel created before the injection of
/// each kind the driver can give (from binfmt's pvc zebin), and one created after it.
fn injected_process() -> ProcessCapture {
    let zebin = read_data("kernels_pvc.zebin");
    capture(vec![
        hello(500, 5),
        injected(1_000),
        device(0),
        module(1, &zebin),
        found(
            10,
            "_ZTSZ4mainE10vector_add",
            FoundIsa::ModuleBinary,
            Some(1),
            b"",
        ),
        found(
            11,
            "scale",
            FoundIsa::KernelBinary,
            None,
            &kernel_code(&zebin, "scale"),
        ),
        found(12, "sum_sg16", FoundIsa::NameOnly, None, b""),
        module(2, b"made after"),
        kernel(13, 2, "created_after"),
        dispatches(&[(10, 4), (11, 3), (12, 2), (13, 1)]),
    ])
}

#[test]
fn each_way_an_injected_process_knew_a_kernel_is_reported() {
    let report = report_of(vec![injected_process()], &options(false));
    let zebin_sha256 = sha256_hex(&read_data("kernels_pvc.zebin"));
    let zebin_id = module_id(&zebin_sha256);
    let kernels: Vec<_> = report
        .kernels
        .iter()
        .map(|k| {
            (
                k.name.as_str(),
                k.dispatches,
                k.isa_from.as_str(),
                k.module.as_str(),
                k.origin.as_str(),
            )
        })
        .collect();
    assert_eq!(
        kernels,
        [
            (
                "_ZTSZ4mainE10vector_add",
                4,
                "module-binary",
                zebin_id,
                "unknown"
            ),
            ("scale", 3, "kernel-binary", "", "unknown"),
            ("sum_sg16", 2, "name-only", "", "unknown"),
            (
                "created_after",
                1,
                "created",
                report.modules[1].id.as_str(),
                "jit"
            ),
        ]
    );
    let [vector_add, scale, sum, _] = &report.kernels[..] else {
        unreachable!()
    };
    // The whole zebin came: its zeInfo describes the kernel.
    assert_eq!((vector_add.simd, vector_add.grf), (Some(32), Some(128)));
    assert_eq!(vector_add.demangled, "main::vector_add");
    // The raw ISA alone: its size, no zeInfo, and (no disassembly in this test) why no ASM.
    assert_eq!(
        scale.code_bytes,
        Some(kernel_code(&read_data("kernels_pvc.zebin"), "scale").len() as u64)
    );
    assert_eq!(scale.simd, None);
    assert_eq!(scale.ocloc_device.as_deref(), Some("pvc"));
    let kinds = |notes: &[Note]| notes.iter().map(|n| n.kind.clone()).collect::<Vec<_>>();
    assert_eq!(
        kinds(&scale.notes),
        [
            NoteKind::RawIsaNotDisassembled,
            NoteKind::OriginUnknownBeforeInjection,
            NoteKind::RawIsaOnly
        ]
    );
    assert_eq!(
        scale.notes[0].text,
        "no ASM: its raw ISA was not disassembled"
    );
    assert_eq!(
        kinds(&sum.notes),
        [
            NoteKind::NameNotSearched,
            NoteKind::OriginUnknownBeforeInjection
        ]
    );
    // The module of a kernel from before the injection was never seen created: the
    // injected library's word on its origin is not taken.
    assert!(report.modules[0]
        .notes
        .iter()
        .any(|n| n.kind == NoteKind::ModuleSeenOnlyBeforeInjection));
    assert_eq!(report.stats.kernels_created, 4);
    assert_eq!(report.stats.dispatches, 10);
    assert!(
        report.processes[0].diagnostics.is_empty(),
        "{:?}",
        report.processes[0].diagnostics
    );
    let modules: Vec<_> = report.processes[0]
        .kernels
        .iter()
        .map(|k| (k.name.as_str(), k.module.as_str(), k.dispatches))
        .collect();
    assert_eq!(modules[2], ("sum_sg16", "", 2));
}

#[test]
fn injected_processes_say_so_in_report_json() {
    let json = serde_json::to_value(report_of(vec![injected_process()], &options(false))).unwrap();
    assert_eq!(
        json["processes"][0]["injected"],
        serde_json::json!({"at_unix_ms": 1000, "library": "/opt/aotspy/lib/libaotspy.so"})
    );
    let isa_from: Vec<_> = json["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["isa_from"].as_str().unwrap())
        .collect();
    assert_eq!(
        isa_from,
        ["module-binary", "kernel-binary", "name-only", "created"]
    );
    assert_eq!(json["kernels"][1]["module"], "");
    assert!(json["kernels"][0].get("matched_image").is_none());

    let preloaded = serde_json::to_value(report_of(two_processes(), &options(false))).unwrap();
    assert!(preloaded["processes"][0].get("injected").is_none());
    assert!(preloaded["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .all(|k| k["isa_from"] == "created"));
}

/// With caches and provenance, a `module-binary` kernel's origin is its module's, by where
/// its bytes were found; found nowhere, it stays unknown rather than guessed.
#[test]
fn a_module_binary_kernel_takes_its_modules_origin_from_where_it_was_found() {
    let zebin = read_data("kernels_pvc.zebin");
    let report_with = |provenance: HashMap<String, ModuleSource>| {
        use crate::analysis::whereabouts::{CacheIndex, Whereabouts};
        let captures = vec![injected_process()];
        let caches = CacheIndex::from_captures(&captures, &names::NameFindings::default());
        let inventory = inventory::of_captures(captures, &options(false));
        let whereabouts = Whereabouts::locate(
            &inventory.modules_to_locate(&provenance),
            &caches,
            inventory.stack_paths(),
        );
        build(
            inventory,
            Findings {
                provenance,
                whereabouts,
                ..Findings::default()
            },
        )
    };
    let source = ModuleSource {
        file: "/usr/lib/libapp.so".into(),
        section: Some(".rodata".into()),
        offset: 4096,
        nesting: "zebin".into(),
        matched: Matched::Native,
        target: None,
        ar_member: None,
        input: None,
    };
    let found = report_with(HashMap::from([(sha256_hex(&zebin), source)]));
    assert_eq!(found.modules[0].origin, "aot");
    assert_eq!(found.kernels[0].origins, ["aot"]);
    let nowhere = report_with(HashMap::new());
    assert_eq!(nowhere.modules[0].origin, "unknown");
    assert_eq!(
        nowhere.modules[0].notes[0].kind,
        NoteKind::ModuleSeenOnlyBeforeInjection
    );
    assert_eq!(nowhere.modules[0].origins, ["unknown"]);
    assert_eq!(nowhere.kernels[0].origin, "unknown");
    // Raw and name-only kernels stay unknown either way; a kernel created after the
    // injection keeps its captured origin.
    assert_eq!(found.kernels[1].origin, "unknown");
    assert_eq!(found.kernels[3].origins, ["jit"]);
}

/// An injected process with a name-only kernel whose name is looked for in `files`.
fn name_only_in(name: &str, files: &[&str]) -> ProcessCapture {
    let mut process = capture(vec![
        hello(600, 6),
        injected(2_000),
        device(0),
        found(20, name, FoundIsa::NameOnly, None, b""),
        dispatches(&[(20, 7)]),
    ]);
    process.mapped_files = files
        .iter()
        .map(|f| binfmt_data(f).display().to_string())
        .collect();
    process
}

fn matched(name: &str, files: &[&str]) -> Report {
    let captures = vec![name_only_in(name, files)];
    let found = names::find(&captures);
    let inventory = inventory::of_captures_with(captures, &found, &options(false));
    build(inventory, Findings::default())
}

/// The name is found in exactly one native image for the process's device (pvc; the dg2
/// zebin and the SPIR-V hold it too): that image becomes the kernel's module.
#[test]
fn a_name_only_kernel_takes_the_one_native_image_with_its_name() {
    let report = matched(
        "scale",
        &["kernels_pvc.zebin", "kernels_dg2.zebin", "kernels.spv"],
    );
    let [kernel] = &report.kernels[..] else {
        panic!("{:?}", report.kernels)
    };
    assert_eq!(kernel.isa_from, "matched-image");
    let image = kernel.matched_image.as_ref().unwrap();
    assert_eq!(
        image.file,
        binfmt_data("kernels_pvc.zebin").display().to_string()
    );
    assert_eq!((image.offset, image.nesting.as_str()), (0, "zebin"));
    let pvc = sha256_hex(&read_data("kernels_pvc.zebin"));
    assert_eq!(kernel.module, module_id(&pvc));
    assert_eq!(report.modules[0].sha256, pvc);
    assert_eq!(report.modules[0].ocloc_device.as_deref(), Some("pvc"));
    // Its zeInfo is the image's; its origin is not known.
    assert_eq!(kernel.simd, Some(32));
    assert_eq!(kernel.origin, "unknown");
    assert_eq!(kernel.dispatches, 7);
    assert!(
        kernel
            .notes
            .iter()
            .any(|n| n.kind == NoteKind::IsaFromMatchedImage),
        "{:?}",
        kernel.notes
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["kernels"][0]["matched_image"]["matched"], "native");
}

#[test]
fn a_name_only_kernel_without_one_image_says_why_it_has_no_asm() {
    let why = |name: &str, files: &[&str]| {
        let report = matched(name, files);
        let kernel = &report.kernels[0];
        assert_eq!(
            (kernel.isa_from.as_str(), kernel.asm.as_ref()),
            ("name-only", None)
        );
        assert!(report.modules.is_empty());
        kernel.notes[0].clone()
    };
    let spv = binfmt_data("kernels.spv").display().to_string();
    let spirv = why("scale", &["kernels.spv"]);
    assert_eq!(spirv.kind, NoteKind::NameOnlyInSpirv);
    assert!(spirv.text.ends_with(&format!(
        "only SPIR-V holds a kernel of that name (in {spv}): the driver compiled it at run \
         time, so the code it runs is in no file"
    )));
    let dg2 = why("scale", &["kernels_dg2.zebin"]);
    assert_eq!(dg2.kind, NoteKind::NameOnlyForOtherDevices);
    assert!(dg2
        .text
        .contains("only native images for other devices than pvc hold a kernel of that name"));
    let two = why("scale", &["kernels_pvc.zebin", "kernels_pvc_noir.zebin"]);
    assert_eq!(two.kind, NoteKind::NameInSeveralImages { images: 2 });
    assert!(two
        .text
        .contains("2 different native images for pvc hold a kernel of that name"));
    let none = why("nosuch", &["kernels_pvc.zebin"]);
    assert_eq!(none.kind, NoteKind::NameInNoImage);
    assert!(none
        .text
        .ends_with("no device image in the process's 1 mapped files holds a kernel of that name"));
    let no_files = why("scale", &[]);
    assert_eq!(no_files.kind, NoteKind::NameNoMappedFiles);
    assert!(no_files.text.starts_with("no ASM: "));
    assert!(no_files
        .text
        .ends_with("the process reported no mapped files to look for it in"));
}

/// report.md, the terminal table and report.html of an injected process say when it was
/// injected, that counts start there, what attach cannot see, and how each kernel was known.
#[test]
fn views_of_an_injected_process_say_what_attach_means() {
    let mut process = injected_process();
    process.attach = Some(AttachWindow {
        attached_at_unix_ms: 1_000,
        detached_at_unix_ms: 3_500,
        totals_at_attach: BTreeMap::new(),
        ended_by: AttachEnd::DurationElapsed,
    });
    let report = report_of(vec![process], &options(false));
    let out = std::path::Path::new("/nonexistent");
    let injected_line = "pid 500 (app500) was not started with aotspy: \
         /opt/aotspy/lib/libaotspy.so was injected into it at 1970-01-01 00:00:01.000 UTC, \
         and its counts start there, not at its start.";
    let caveat = "Attaching sees a kernel created before the injection only when it \
         launches: kernels that did not launch during the attach are not seen. 3 listed \
         kernels were created before the injection";

    let md = crate::report::views::markdown::markdown(&report, &Default::default());
    assert!(md.contains(&format!("{injected_line}\n")), "{md}");
    assert!(md.contains(caveat), "{md}");
    assert!(md.contains(
        "Attached to pid 500 for 2.5 s, from 1970-01-01 00:00:01.000 UTC to 1970-01-01 \
         00:00:03.500 UTC, ended by duration-elapsed. Dispatches count from the injection;"
    ));
    assert!(md.contains("| During attach | Origin |"), "{md}");
    assert!(md.contains("| Loops | Advice | ISA from | ASM |"), "{md}");
    assert!(md.contains("| kernel-binary | - |"), "{md}");
    assert!(md.contains("- created before aotspy was injected; ISA from: name-only\n"));
    assert!(md.contains("- 2 dispatches (2 during the attach) by pids [500]; module none (unknown, Intel(R) Data Center GPU Max 1550)"), "{md}");

    let table = crate::report::views::table::table(&report, out, None);
    assert!(table.contains(injected_line), "{table}");
    assert!(table.contains(caveat), "{table}");
    let header: Vec<&str> = table.lines().next().unwrap().split_whitespace().collect();
    assert_eq!(
        header[header.len() - 3..],
        ["ISA", "FROM", "ASM"],
        "{table}"
    );

    let html = crate::report::views::html::page(&report);
    assert!(html.contains(&format!("<p class=\"attach\">{injected_line}</p>")));
    let data = crate::report::views::html::tests::page_data(&html);
    assert!(data.contains("\"isa_from\":\"name-only\""));
    assert!(data.contains("\"isa_from\":null"));
    assert!(data.contains("\"asm_note\":\"no ASM: created before aotspy was injected"));
}

#[test]
fn preloaded_reports_have_no_injection_lines_or_isa_from_column() {
    let report = report_of(two_processes(), &options(false));
    let out = std::path::Path::new("/nonexistent");
    let md = crate::report::views::markdown::markdown(&report, &Default::default());
    assert!(!md.contains("ISA from") && !md.contains("injected"), "{md}");
    let table = crate::report::views::table::table(&report, out, None);
    assert!(!table.contains("ISA FROM"), "{table}");
    let html = crate::report::views::html::page(&report);
    assert!(!html.contains("class=\"attach\""));
    // One page: its script once, its end once.
    assert_eq!(html.matches("const rows = JSON.parse").count(), 1);
    assert_eq!(html.matches("</html>").count(), 1);
}

/// Every warning and note kind the schema names is made somewhere in the collector's code
/// (unit tests left out): a kind nothing produces is a kind scripts wait for in vain.
#[test]
fn every_warning_and_note_kind_has_a_producer() {
    let schema: serde_json::Value = serde_json::from_str(&aotspy_report::json_schema()).unwrap();
    let kinds = |definition: &str| -> Vec<String> {
        let variants = schema["$defs"][definition]["oneOf"].as_array().unwrap();
        variants
            .iter()
            .map(|v| {
                let word = v["properties"]["kind"]["const"].as_str().unwrap();
                word.split('-')
                    .map(|part| part[..1].to_uppercase() + &part[1..])
                    .collect()
            })
            .collect()
    };
    let mut code = String::new();
    let mut dirs = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && path.file_name().is_some_and(|n| n != "tests.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                // A file's inline test modules come last (`#[cfg(test)] mod tests;` is this
                // file, left out above).
                let tests = text
                    .match_indices("#[cfg(test)]\n")
                    .find(|(at, attribute)| {
                        let next = text[at + attribute.len()..].lines().next().unwrap_or("");
                        next.trim_start_matches("pub ").starts_with("mod ") && next.ends_with('{')
                    });
                code += &text[..tests.map_or(text.len(), |(at, _)| at)];
            }
        }
    }
    for (definition, kind_type, count) in [("Warning", "WarningKind", 18), ("Note", "NoteKind", 37)]
    {
        let kinds = kinds(definition);
        assert_eq!(kinds.len(), count, "{kinds:?}");
        for kind in kinds {
            let made = [
                format!("{kind_type}::{kind} {{"),
                format!("{kind_type}::{kind},"),
                format!("{kind_type}::{kind})"),
            ];
            assert!(
                made.iter().any(|m| code.contains(m)),
                "no code of the collector makes a {kind_type}::{kind}"
            );
        }
    }
}
