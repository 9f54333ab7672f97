//! Source lines from the DWARF of zebins built with `-g` by each stack's ocloc (tests/data), joined
//! with the listings ocloc disassembled from the same zebins.

use aotspy_isa::lines::{kernel_lines, line_at, LinesError};
use aotspy_isa::parse;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Source lines of mix.cl that hold code (4: the signature, 6 and 8 declare only locals…).
const MIX_CODE_LINES: [u32; 12] = [4, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

#[test]
fn a_kernel_built_with_g_maps_to_its_source_lines_on_both_igcs() {
    for (iga, device) in [
        ("iga1", "pvc"),
        ("iga1", "dg2"),
        ("iga1", "tgllp"),
        ("iga2", "pvc"),
        ("iga2", "dg2"),
        ("iga2", "bmg"),
        ("iga2", "tgllp"),
    ] {
        let name = format!("{iga}/{device}-mix-g");
        let lines = kernel_lines(&std::fs::read(data(&format!("{name}.zebin"))).unwrap()).unwrap();
        assert_eq!(lines.keys().collect::<Vec<_>>(), ["mix"], "{name}");
        let rows = &lines["mix"];
        let seen: BTreeSet<u32> = rows.iter().map(|r| r.line).collect();
        assert_eq!(seen, MIX_CODE_LINES.into(), "{name}");
        assert!(rows.iter().all(|r| r.file == "mix.cl"), "{name}");
        assert!(rows.windows(2).all(|w| w[0].offset <= w[1].offset));

        // The loop the listing shows is the `for` of lines 11 and 12.
        let listing = parse(&std::fs::read_to_string(data(&format!("{name}.mix.asm"))).unwrap());
        assert!(listing.offsets_verified, "{name}");
        let analysis = listing.analyze();
        assert_eq!(analysis.loops.len(), 1, "{name}");
        let body = &listing.instructions[analysis.loops[0].first..=analysis.loops[0].last];
        let loop_lines: BTreeSet<u32> = body
            .iter()
            .filter_map(|i| line_at(rows, i.offset))
            .map(|r| r.line)
            .collect();
        assert!(
            loop_lines.is_subset(&[11, 12].into()) && loop_lines.contains(&12),
            "{name}: the loop maps to lines {loop_lines:?}"
        );
        // Every instruction of the kernel lies at or after the first row.
        assert!(listing
            .instructions
            .iter()
            .all(|i| line_at(rows, i.offset).is_some()));
    }
}

#[test]
fn each_kernel_of_a_module_gets_its_own_rows_where_igc_writes_them() {
    let lines = kernel_lines(&std::fs::read(data("iga2/pvc-vector_ops-g.zebin")).unwrap()).unwrap();
    let kernels: Vec<&String> = lines.keys().collect();
    assert_eq!(
        kernels,
        [
            "_ZTSZ4mainE10vector_add",
            "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E6reduce",
            "scale"
        ]
    );
    // Each kernel's rows lie within its own definition in vector_ops.cl (reduce's symbol has
    // no name in IGC 2's zebin: it is found by elimination).
    for ((kernel, rows), (first, last)) in lines.iter().zip([(12, 17), (21, 29), (32, 35)]) {
        assert!(rows.iter().all(|r| r.file == "vector_ops.cl"), "{kernel}");
        assert_eq!(rows[0].offset, 0, "{kernel} starts at its own offset 0");
        assert!(
            rows.iter().all(|r| (first..=last).contains(&r.line)),
            "{kernel}: lines {:?} outside {first}..={last}",
            rows.iter().map(|r| r.line).collect::<Vec<_>>()
        );
    }
    // IGC 1.0 writes no DWARF for a module of several kernels, even with -g.
    assert_eq!(
        kernel_lines(&std::fs::read(data("iga1/pvc-vector_ops-g.zebin")).unwrap()),
        Err(LinesError::NoLineTables)
    );
}

#[test]
fn modules_without_dwarf_and_other_bytes_say_so() {
    let plain =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../binfmt/tests/data/kernels_pvc.zebin");
    assert_eq!(
        kernel_lines(&std::fs::read(plain).unwrap()),
        Err(LinesError::NoLineTables)
    );
    assert!(matches!(
        kernel_lines(b"not an elf"),
        Err(LinesError::NotElf(_))
    ));
    assert!(matches!(kernel_lines(b""), Err(LinesError::NotElf(_))));
}
