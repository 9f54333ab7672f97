//! Where each module came from (`origin`) and which library asked for it (`producer`).
//!
//! The preload says how the driver got the code it runs: compiled from SPIR-V (`jit`), native
//! input run as given, or native input rebuilt (`aot-rebuilt`). Native input run as given is
//! then told apart by where its bytes are found and by what wrote them, in this order:
//! - `cached`: in a compiler cache a runtime loads native binaries from (SYCL's, Triton's), or
//!   a file in a cache directory the process mapped or read; see [`super::whereabouts::compiler_cache_dirs`];
//! - `aot`: in a file the process had mapped (the module's `source`, see `provenance.rs`), or a
//!   file it read (`read_from`, see `read_files.rs`): a library or program shipped it;
//! - `cached`: in NEO's cache, written before the process started (ocloc 26 fills NEO's cache
//!   with whatever it builds, so a copy there counts only when no file the process read holds
//!   the bytes);
//! - `generated`: a cache file written after the process started holds it (its own compile);
//!   or an nGEN-style generator wrote it (oneDNN, oneMKL's GEMM kernels: `writer` `ngen`); or
//!   IGC wrote it and a library that compiles at run time created it (oneMKL's DFT kernels,
//!   OpenCL C built through NEO's OpenCL runtime: the bytes are IGC's, as a file's are);
//! - `aot`: IGC wrote it (`writer` `igc`) and nothing above holds: built ahead of time and read
//!   from a file aotspy did not search;
//! - `generated`: otherwise (no writer recognised).
//!
//! The module's notes say which evidence decided. The producer comes from the objects on the
//! stack of the module's `zeModuleCreate` (`Module::callers`): the first one outside the
//! runtime ([`is_runtime`]) is the `producer_library`.

use super::whereabouts::Found;
use aotspy_binfmt::{zebin, Origin as Captured};
pub use aotspy_report::{CacheKind, CacheMatch, Origin, Producer};
use aotspy_report::{
    IsaFrom, KernelEntry, Matched, ModuleEntry, ModuleSource, Note, NoteKind, ReadFile,
    WriterEntry, ZebinWriter,
};
use std::collections::BTreeMap;

/// What is known of where a native module's bytes came from, beside the preload's word.
#[derive(Debug, Default, Clone, Copy)]
pub struct Evidence<'a> {
    /// A mapped file holding them.
    pub source: Option<&'a ModuleSource>,
    /// A compiler cache file holding them, written before the process started.
    pub cache: Option<&'a CacheMatch>,
    /// A file the process read holding them.
    pub read_from: Option<&'a ReadFile>,
    /// A compiler cache file holding them, written after the process started: its own compile.
    pub own_compile: Option<&'a CacheMatch>,
    /// The library that created the module, when it is one that makes kernels at run time
    /// (oneMKL, oneDNN, Triton, XLA).
    pub run_time_compiler: Option<&'a str>,
    pub writer: Option<&'a WriterEntry>,
}

/// The origin of a module the preload classified as `captured`, and for native input, why
/// (the note the module carries); the order is the module doc's.
pub fn classify(captured: Captured, e: &Evidence) -> (Origin, Option<Note>) {
    match captured {
        Captured::Jit => return (Origin::Jit, None),
        Captured::AotRebuilt => return (Origin::AotRebuilt, None),
        Captured::Aot => {}
    }
    let runtime_cache = e
        .cache
        .filter(|c| c.cache != CacheKind::Neo || c.matched == "mapped" || c.matched == "read");
    if runtime_cache.is_some() {
        return (Origin::Cached, None);
    }
    if e.source.is_some() {
        return (Origin::Aot, None);
    }
    if let Some(read) = e.read_from {
        return (Origin::Aot, Some(read_note(read)));
    }
    if e.cache.is_some() {
        return (Origin::Cached, None);
    }
    if let Some(own) = e.own_compile {
        let text = format!(
            "origin generated: compiled by the process itself ({} cache file {} was written \
             after it started)",
            own.cache.title(),
            own.file
        );
        let path = own.file.clone();
        let note = Note::new(NoteKind::OriginOwnCompile { path }, text);
        return (Origin::Generated, Some(note));
    }
    by_writer(e.writer, e.run_time_compiler)
}

/// The note of native input found in a file the process read (and did not map).
fn read_note(read: &ReadFile) -> Note {
    let how = match read.found_by {
        aotspy_report::FoundBy::OpenFile => "open when it created the module",
        aotspy_report::FoundBy::Argv => "named on its command line",
        aotspy_report::FoundBy::WorkingDirectory => "in its working directory",
    };
    let text = format!(
        "origin aot: read from {} ({how}), a file the process did not map",
        read.file
    );
    Note::new(NoteKind::OriginReadFromFile, text)
}

/// The origin of native input found in no file or cache, from what wrote it (`writer`) and
/// the library that created it when that compiles kernels at run time (`run_time_compiler`).
fn by_writer(
    writer: Option<&WriterEntry>,
    run_time_compiler: Option<&str>,
) -> (Origin, Option<Note>) {
    let writer = writer.map(|w| (w.writer, writer_facts(w)));
    let (origin, kind, text) = match writer {
        Some((ZebinWriter::Ngen, facts)) => (
            Origin::Generated,
            NoteKind::OriginNgenWriter,
            format!("origin generated: written by an nGEN-style code generator ({facts})"),
        ),
        Some((ZebinWriter::Igc, facts)) => match run_time_compiler {
            Some(library) => (
                Origin::Generated,
                NoteKind::OriginRunTimeCompiler {
                    library: library.to_owned(),
                },
                format!(
                    "origin generated: IGC wrote it ({facts}) and {library}, which compiles \
                     kernels at run time, created it; no file or cache holds it"
                ),
            ),
            None => (
                Origin::Aot,
                NoteKind::OriginIgcFoundNowhere,
                format!(
                    "origin aot: IGC wrote it ({facts}); no file the process mapped, had open or \
                     named, and no compiler cache, holds it: built ahead of time and read from \
                     elsewhere"
                ),
            ),
        },
        Some((ZebinWriter::Unknown, facts)) => (
            Origin::Generated,
            NoteKind::OriginUnknownWriter,
            format!(
                "origin generated: found in no file or cache, and neither IGC's nor nGEN's \
                 notes ({facts})"
            ),
        ),
        None => (
            Origin::Generated,
            NoteKind::OriginNotZebin,
            "origin generated: found in no file or cache, and not a zebin".to_owned(),
        ),
    };
    (origin, Some(Note::new(kind, text)))
}

/// The writer's evidence in a few words: `.note.intelgt.metrics, zebin version note 1.20,
/// zeInfo version '1.20', compat note 0x64 bytes`.
fn writer_facts(w: &WriterEntry) -> String {
    let mut facts = Vec::new();
    facts.push(if w.metrics_note {
        ".note.intelgt.metrics".to_owned()
    } else {
        "no .note.intelgt.metrics".to_owned()
    });
    facts.push(match &w.zebin_version_note {
        Some(version) => format!("zebin version note {version}"),
        None => format!("compat note types {:?}", w.compat_note_types),
    });
    facts.push(format!("compat note {:#x} bytes", w.compat_note_bytes));
    if let Some(version) = &w.zeinfo_version {
        facts.push(format!("zeInfo version {version}"));
    }
    facts.push(format!(
        "{} sections{}",
        w.sections,
        if w.symbol_table {
            ""
        } else {
            ", no symbol table"
        }
    ));
    facts.join(", ")
}

/// Which program wrote the zebin `native`, with the evidence; `None` for anything else.
pub fn writer_entry(evidence: zebin::WriterEvidence) -> WriterEntry {
    WriterEntry {
        writer: match evidence.writer {
            zebin::Writer::Igc => ZebinWriter::Igc,
            zebin::Writer::Ngen => ZebinWriter::Ngen,
            zebin::Writer::Unknown => ZebinWriter::Unknown,
        },
        sections: u32::try_from(evidence.sections).unwrap_or(u32::MAX),
        symbol_table: evidence.symbol_table,
        metrics_note: evidence.metrics_note,
        compat_note_bytes: evidence.compat_note_bytes,
        compat_note_types: evidence.compat_note_types,
        zebin_version_note: evidence.zebin_version_note,
        zeinfo_version: evidence.zeinfo_version,
    }
}

/// The origin of a module no process was seen creating (its kernels were created before aotspy
/// was injected), from where its bytes were found alone: a compiler cache (`cached`), a mapped
/// file (`aot`); found nowhere, it may as well have been compiled from SPIR-V as generated,
/// and is left unknown.
fn uncaptured(source: Option<&ModuleSource>, cache: Option<&CacheMatch>) -> Option<Origin> {
    if cache.is_some() {
        Some(Origin::Cached)
    } else if source.is_some_and(|s| s.matched == Matched::Native) {
        Some(Origin::Aot)
    } else {
        None
    }
}

fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Objects between a library and the driver that never ask for a module of their own: the
/// preload, the Level Zero loader and its layers, NEO, SYCL's Unified Runtime and its
/// adapters, the SYCL runtime, UMF, the OpenCL runtimes, the C and C++ runtimes (which a
/// `std::call_once` puts on the stack), and ctypes' (a Python program calling Level Zero
/// through ctypes is the interpreter's call).
pub fn is_runtime(path: &str) -> bool {
    const PREFIXES: [&str; 16] = [
        "libaotspy",
        "libze_",
        "libur_",
        "libpi_",
        "libsycl",
        "libumf",
        "libOpenCL",
        "libigdrcl",
        "libc.so",
        "libc-",
        "libstdc++",
        "libgcc_s",
        "libpthread",
        "ld-linux",
        "libffi",
        "_ctypes",
    ];
    let name = file_name(path);
    PREFIXES.iter().any(|prefix| name.starts_with(prefix))
}

fn is_triton(path: &str) -> bool {
    let name = file_name(path);
    path.contains("/triton/")
        || path.contains("/.triton/")
        || name.starts_with("__triton_launcher")
        || name.starts_with("spirv_utils")
}

/// A PJRT plugin, as JAX finds them (`jax_plugins/xla_oneapi/xla_oneapi_plugin.so`), or a
/// library named for XLA or PJRT.
fn is_xla(path: &str) -> bool {
    let name = file_name(path);
    path.contains("/jax_plugins/")
        || name.contains("pjrt")
        || name.starts_with("xla_")
        || name.starts_with("libxla")
}

/// The producer a library is known by its product, if any.
fn known_producer(library: &str) -> Option<Producer> {
    let name = file_name(library);
    if name.starts_with("libdnnl") {
        Some(Producer::Onednn)
    } else if name.starts_with("libmkl_") {
        Some(Producer::Onemkl)
    } else if is_triton(library) {
        Some(Producer::Triton)
    } else if is_xla(library) {
        Some(Producer::Xla)
    } else {
        None
    }
}

/// The object that called Level Zero itself, by name: a shared object (`.so` in its name) as
/// a library, by its file name's stem (`libfoo.so.1` and `libfoo.so` are `foo`, a Python
/// extension `_helper.cpython-314-x86_64-linux-gnu.so` is `_helper`), anything else as the
/// program, by its file name.
fn named_producer(object: &str) -> Producer {
    let name = file_name(object);
    let shared = name
        .find(".so.")
        .or_else(|| name.strip_suffix(".so").map(str::len));
    match shared {
        Some(end) => {
            let stem = &name[..end];
            let stem = stem.split(".cpython-").next().unwrap_or(stem);
            let stem = stem.split(".abi3").next().unwrap_or(stem);
            let stem = stem
                .strip_prefix("lib")
                .filter(|s| !s.is_empty())
                .unwrap_or(stem);
            Producer::Library(stem.to_owned())
        }
        None => Producer::Program(name.to_owned()),
    }
}

/// The producer of a module of `origin` created with `callers` on the stack (innermost
/// first), and the first object outside the runtime.
pub fn producer(origin: Origin, callers: &[String]) -> (Producer, Option<String>) {
    let library = callers.iter().find(|c| !is_runtime(c)).cloned();
    let on_stack = |prefixes: &[&str]| {
        callers
            .iter()
            .any(|c| prefixes.iter().any(|p| file_name(c).starts_with(p)))
    };
    let producer = match library.as_deref().and_then(known_producer) {
        Some(known) => known,
        None if on_stack(&["libOpenCL", "libigdrcl"]) => Producer::Opencl,
        None if on_stack(&["libsycl"]) => match origin {
            Origin::Jit | Origin::Cached => Producer::SyclJit,
            Origin::Aot | Origin::Generated | Origin::AotRebuilt | Origin::Unknown => {
                Producer::SyclAot
            }
        },
        None => library.as_deref().map_or(Producer::Unknown, named_producer),
    };
    (producer, library)
}

/// What a module's origin is, and why; whether a cache copy decided it; who made it.
#[derive(Debug)]
pub struct Attribution {
    /// Its first capture's origin.
    pub origin: Origin,
    /// One per capture, in `captured`'s order (its own origin alone when it has none).
    pub origins: Vec<Origin>,
    /// The compiler cache file it was loaded from, when that decided an origin (`cached`).
    pub cache: Option<CacheMatch>,
    /// Why native input got the origin it got.
    pub notes: Vec<Note>,
    pub producer: Producer,
    pub producer_library: Option<String>,
}

/// A module's origins (one per capture, `captured`), notes and producer, from where its
/// bytes were found (its mapped `source`, and `found` elsewhere), what wrote them (`writer`)
/// and the objects on the stack that created it (`callers`, resolved).
pub fn attribute(
    captured: &[Captured],
    source: Option<&ModuleSource>,
    found: &Found,
    writer: Option<&WriterEntry>,
    callers: &[String],
) -> Attribution {
    // oneMKL compiles OpenCL C through NEO's OpenCL runtime and passes the zebin on as
    // native input: IGC's bytes, as an ocloc-built file's are, so its maker tells.
    let (maker, maker_library) = producer(Origin::Generated, callers);
    let run_time_compiler = maker_library.as_deref().filter(|_| {
        matches!(
            maker,
            Producer::Onemkl | Producer::Onednn | Producer::Triton | Producer::Xla
        )
    });
    let evidence = Evidence {
        source,
        cache: found.cache.as_ref(),
        read_from: found.read_from.as_ref(),
        own_compile: found.own_compile.as_ref(),
        run_time_compiler,
        writer,
    };
    let classified: Vec<(Origin, Option<Note>)> =
        captured.iter().map(|&c| classify(c, &evidence)).collect();
    let first = match classified.first() {
        Some((origin, _)) => Some(*origin),
        None => uncaptured(source, found.cache.as_ref()),
    };
    let origin = first.unwrap_or(Origin::Unknown);
    let origins = if captured.is_empty() {
        vec![origin]
    } else {
        classified.iter().map(|(origin, _)| *origin).collect()
    };
    // A cache copy that did not decide (a file the process read came first) is no match.
    let cache = found
        .cache
        .clone()
        .filter(|_| origins.contains(&Origin::Cached));
    let mut notes: Vec<Note> = classified.into_iter().filter_map(|(_, why)| why).collect();
    notes.dedup();
    let (producer, producer_library) = match first {
        Some(first) => producer(first, callers),
        None => (Producer::Unknown, None),
    };
    Attribution {
        origin,
        origins,
        cache,
        notes,
        producer,
        producer_library,
    }
}

/// The origins of a kernel of `module`, one per capture it was created from (`captured`, in
/// its own order); `unknown` when it has none and its module's bytes did not come with it
/// (created before an injection from a kernel binary alone: a found kernel's facts may tell
/// more).
pub fn kernel_origins(
    captured: &[Captured],
    isa_from: IsaFrom,
    module: &ModuleEntry,
) -> Vec<Origin> {
    if !captured.is_empty() {
        // Map each capture the way its module's was (the module's origins say the same of
        // the same captures).
        captured
            .iter()
            .map(|&c| match c {
                Captured::Aot => native_origin(module),
                other => classify(other, &Evidence::default()).0,
            })
            .collect()
    } else if isa_from == IsaFrom::ModuleBinary {
        // Created before an injection, its module's whole binary came: what is known of the
        // module is known of it.
        module.origins.clone()
    } else {
        vec![Origin::Unknown]
    }
}

/// What native input run as given came to be for `module`: the origin its `Aot` captures got.
fn native_origin(module: &ModuleEntry) -> Origin {
    module
        .origins
        .iter()
        .copied()
        .find(|o| !matches!(o, Origin::Jit | Origin::AotRebuilt))
        .unwrap_or(Origin::Unknown)
}

/// Who made the listed kernels, one line: `12 kernels from oneDNN (generated), 40 from dpnp
/// (jit)`; most kernels first. A library is named by its product, else by the Python package
/// it is in, else by its file name.
pub fn producers_line(kernels: &[KernelEntry]) -> Option<String> {
    let mut counts: BTreeMap<(String, &str), usize> = BTreeMap::new();
    for kernel in kernels {
        *counts
            .entry((producer_name(kernel), kernel.origin.as_str()))
            .or_default() += 1;
    }
    let mut counts: Vec<_> = counts.into_iter().collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .map(|(n, ((who, origin), count))| {
            let noun = match (n, count) {
                (0, 1) => " kernel",
                (0, _) => " kernels",
                _ => "",
            };
            format!("{count}{noun} from {who} ({origin})")
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

fn producer_name(kernel: &KernelEntry) -> String {
    match kernel.producer {
        Producer::Onednn => return "oneDNN".into(),
        Producer::Onemkl => return "oneMKL".into(),
        Producer::Triton => return "Triton".into(),
        Producer::Xla => return "XLA".into(),
        _ => {}
    }
    let Some(library) = &kernel.producer_library else {
        return "unknown".into();
    };
    let package = library
        .split_once("-packages/")
        .and_then(|(_, rest)| rest.split('/').next())
        .filter(|package| !package.ends_with(".so") && !package.contains(".so."));
    package.unwrap_or_else(|| file_name(library)).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source() -> ModuleSource {
        ModuleSource {
            file: "/usr/lib/libfoo.so".into(),
            section: None,
            offset: 0,
            nesting: "zebin".into(),
            matched: Matched::Native,
            target: None,
            ar_member: None,
            input: None,
        }
    }

    fn cache_match() -> CacheMatch {
        CacheMatch {
            cache: CacheKind::Sycl,
            file: "/c/1.bin".into(),
            matched: "sycl-cache-image 0".into(),
        }
    }

    fn writer(writer: ZebinWriter) -> WriterEntry {
        WriterEntry {
            writer,
            sections: 5,
            symbol_table: false,
            metrics_note: false,
            compat_note_bytes: 0x18,
            compat_note_types: vec![2],
            zebin_version_note: None,
            zeinfo_version: Some("1.8".into()),
        }
    }

    #[test]
    fn native_input_is_told_apart_by_where_it_was_found_and_who_wrote_it() {
        let (s, c) = (source(), cache_match());
        let origin = |captured, e: Evidence| classify(captured, &e).0;
        let with = |source, cache| Evidence {
            source,
            cache,
            ..Evidence::default()
        };
        assert_eq!(origin(Captured::Aot, with(Some(&s), None)), Origin::Aot);
        assert_eq!(origin(Captured::Aot, with(None, Some(&c))), Origin::Cached);
        assert_eq!(
            origin(Captured::Aot, with(Some(&s), Some(&c))),
            Origin::Cached
        );
        assert_eq!(origin(Captured::Aot, with(None, None)), Origin::Generated);
        assert_eq!(origin(Captured::Jit, with(Some(&s), Some(&c))), Origin::Jit);
        assert_eq!(
            origin(Captured::AotRebuilt, with(None, None)),
            Origin::AotRebuilt
        );

        // A file it read beats NEO's cache (which ocloc fills as it builds), not SYCL's.
        let read = ReadFile {
            file: "/work/k.bin".into(),
            found_by: aotspy_report::FoundBy::Argv,
            matched: Matched::Native,
        };
        let neo = CacheMatch {
            cache: CacheKind::Neo,
            file: "/n/k".into(),
            matched: "file".into(),
        };
        let read_and = |cache| Evidence {
            read_from: Some(&read),
            cache,
            ..Evidence::default()
        };
        let (aot, why) = classify(Captured::Aot, &read_and(Some(&neo)));
        assert_eq!(aot, Origin::Aot);
        assert_eq!(
            why.unwrap(),
            Note::new(
                NoteKind::OriginReadFromFile,
                "origin aot: read from /work/k.bin (named on its command line), a file the \
                 process did not map"
            )
        );
        assert_eq!(origin(Captured::Aot, read_and(Some(&c))), Origin::Cached);
        assert_eq!(
            origin(
                Captured::Aot,
                Evidence {
                    cache: Some(&neo),
                    ..Evidence::default()
                }
            ),
            Origin::Cached
        );

        // Found nowhere: the writer decides.
        let (ngen, igc) = (writer(ZebinWriter::Ngen), {
            let mut igc = writer(ZebinWriter::Igc);
            igc.metrics_note = true;
            igc.zebin_version_note = Some("1.20".into());
            igc
        });
        let by = |writer, run_time_compiler, own_compile| Evidence {
            writer,
            run_time_compiler,
            own_compile,
            ..Evidence::default()
        };
        let (generated, why) = classify(Captured::Aot, &by(Some(&ngen), None, None));
        assert_eq!(generated, Origin::Generated);
        assert_eq!(
            why.unwrap(),
            Note::new(
                NoteKind::OriginNgenWriter,
                "origin generated: written by an nGEN-style code generator (no \
                 .note.intelgt.metrics, compat note types [2], compat note 0x18 bytes, zeInfo \
                 version 1.8, 5 sections, no symbol table)"
            )
        );
        assert_eq!(
            origin(Captured::Aot, by(Some(&igc), None, None)),
            Origin::Aot
        );
        let mkl = "/opt/lib/libmkl_sycl_dft.so.6";
        let (generated, why) = classify(Captured::Aot, &by(Some(&igc), Some(mkl), None));
        assert_eq!(generated, Origin::Generated);
        let why = why.unwrap();
        assert_eq!(
            why.kind,
            NoteKind::OriginRunTimeCompiler {
                library: mkl.into()
            }
        );
        assert!(why
            .text
            .contains("and /opt/lib/libmkl_sycl_dft.so.6, which compiles kernels at run time"));
        let (generated, why) = classify(Captured::Aot, &by(Some(&igc), None, Some(&neo)));
        assert_eq!(generated, Origin::Generated);
        assert_eq!(
            why.unwrap(),
            Note::new(
                NoteKind::OriginOwnCompile {
                    path: "/n/k".into()
                },
                "origin generated: compiled by the process itself (NEO cache file /n/k was \
                 written after it started)"
            )
        );
        assert_eq!(
            origin(
                Captured::Aot,
                by(Some(&writer(ZebinWriter::Unknown)), None, None)
            ),
            Origin::Generated
        );
    }

    fn stack(objects: &[&str]) -> Vec<String> {
        objects.iter().map(|o| o.to_string()).collect()
    }

    #[test]
    fn the_producer_is_the_first_library_outside_the_runtime() {
        let onednn = stack(&[
            "/usr/lib/x86_64-linux-gnu/libze_loader.so.1",
            "/opt/oneapi/lib/libdnnl.so.3",
            "/work/onednn_matmul",
            "/usr/lib/x86_64-linux-gnu/libc.so.6",
        ]);
        assert_eq!(
            producer(Origin::Generated, &onednn),
            (
                Producer::Onednn,
                Some("/opt/oneapi/lib/libdnnl.so.3".into())
            )
        );
        let mkl = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/opt/oneapi/lib/libur_adapter_level_zero.so.0",
            "/opt/oneapi/lib/libur_loader.so.0",
            "/opt/oneapi/lib/libsycl.so.8",
            "/opt/oneapi/lib/libmkl_sycl_blas.so.5",
        ]);
        assert_eq!(producer(Origin::Generated, &mkl).0, Producer::Onemkl);
        let dpnp = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/opt/oneapi/lib/libur_adapter_level_zero.so.0",
            "/opt/oneapi/lib/libsycl.so.8",
            "/usr/lib/x86_64-linux-gnu/libstdc++.so.6",
            "/opt/oneapi/lib/python3.14/site-packages/dpnp/tensor/_tensor_impl.cpython-314-x86_64-linux-gnu.so",
            "/usr/bin/python3.14",
        ]);
        let (jit, library) = producer(Origin::Jit, &dpnp);
        assert_eq!(jit, Producer::SyclJit);
        assert!(library
            .unwrap()
            .ends_with("_tensor_impl.cpython-314-x86_64-linux-gnu.so"));
        assert_eq!(producer(Origin::Cached, &dpnp).0, Producer::SyclJit);
        assert_eq!(producer(Origin::Aot, &dpnp).0, Producer::SyclAot);
        let program = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/work/ze_workload",
            "/lib/libc.so.6",
        ]);
        assert_eq!(
            producer(Origin::Aot, &program),
            (
                Producer::Program("ze_workload".into()),
                Some("/work/ze_workload".into())
            )
        );
        // A library of the program's own, or one aotspy knows no product of: its stem.
        for (object, stem) in [
            ("/work/lib/libsolver.so.1.2", "solver"),
            ("/work/lib/libsolver.so", "solver"),
            ("/work/lib/solver.so", "solver"),
            (
                "/srv/venv/site-packages/x/_helper.cpython-314-x86_64-linux-gnu.so",
                "_helper",
            ),
            ("/srv/venv/site-packages/x/_fast.abi3.so", "_fast"),
        ] {
            let own = stack(&["/usr/lib/libze_loader.so.1", object, "/work/app"]);
            assert_eq!(
                producer(Origin::Aot, &own),
                (Producer::Library(stem.into()), Some(object.into()))
            );
        }
        // ctypes' objects are the interpreter's call: the program is the interpreter.
        let ctypes = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/usr/lib/x86_64-linux-gnu/libffi.so.8",
            "/usr/lib/python3.14/lib-dynload/_ctypes.cpython-314-x86_64-linux-gnu.so",
            "/usr/bin/python3.14",
        ]);
        assert_eq!(
            producer(Origin::Jit, &ctypes).0,
            Producer::Program("python3.14".into())
        );
        // JAX's oneAPI PJRT plugin, its oneDNN linked in, SYCL below it.
        let xla = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/opt/jax/lib/libur_adapter_level_zero.so.0",
            "/opt/jax/lib/libsycl.so.8",
            "/opt/jax/lib/python3.14/site-packages/jax_plugins/xla_oneapi/xla_oneapi_plugin.so",
            "/opt/jax/lib/python3.14/site-packages/jaxlib/libjax_common.so",
        ]);
        assert_eq!(producer(Origin::Jit, &xla).0, Producer::Xla);
        assert_eq!(producer(Origin::Generated, &xla).0, Producer::Xla);
        let triton = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/home/u/.triton/cache/ab/spirv_utils.cpython-312-x86_64-linux-gnu.so",
        ]);
        assert_eq!(producer(Origin::Jit, &triton).0, Producer::Triton);
        let opencl = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/usr/lib/libigdrcl.so",
            "/bin/clapp",
        ]);
        assert_eq!(producer(Origin::Jit, &opencl).0, Producer::Opencl);
        assert_eq!(producer(Origin::Jit, &[]), (Producer::Unknown, None));
        let runtime_only = stack(&["/usr/lib/libze_loader.so.1", "/usr/lib/libsycl.so.8"]);
        assert_eq!(
            producer(Origin::Jit, &runtime_only),
            (Producer::SyclJit, None)
        );
    }

    /// Products by name, Python extensions by package, other objects by file name; most
    /// kernels first.
    #[test]
    fn the_producers_line_names_libraries_the_way_users_know_them() {
        use crate::analysis::findings::Findings;
        use crate::analysis::inventory::BuildOptions;
        use crate::ingest::capture::test_streams::{dispatches, hello, kernel, module};
        use crate::report::build::build;
        let aotspy_proto::Event::Hello(hello) = hello(1, 1) else {
            unreachable!()
        };
        let mut capture = crate::ingest::capture::ProcessCapture::new(hello);
        capture.apply(module(1, b"code"));
        for id in 1..=5 {
            capture.apply(kernel(id, 1, &format!("k{id}")));
        }
        capture.apply(dispatches(&[(1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]));
        let options = BuildOptions {
            all_kernels: false,
            fallback_device: None,
        };
        let mut kernels = build(
            crate::analysis::inventory::of_captures(vec![capture], &options),
            Findings::default(),
        )
        .kernels;
        let dpnp = "/venv/lib/python3.14/site-packages/dpnp/tensor/_tensor_impl.cpython-314.so";
        let who = [
            (Producer::Onednn, "/opt/lib/libdnnl.so.3", Origin::Generated),
            (Producer::SyclJit, dpnp, Origin::Jit),
            (Producer::SyclJit, dpnp, Origin::Jit),
            (
                Producer::Program("ze_workload".into()),
                "/work/ze_workload",
                Origin::Aot,
            ),
            (Producer::Onednn, "/opt/lib/libdnnl.so.3", Origin::Generated),
        ];
        for (kernel, (producer, library, origin)) in kernels.iter_mut().zip(who) {
            kernel.producer = producer;
            kernel.producer_library = Some(library.into());
            kernel.origin = origin;
        }
        assert_eq!(
            producers_line(&kernels).unwrap(),
            "2 kernels from dpnp (jit), 2 from oneDNN (generated), 1 from ze_workload (aot)"
        );
        assert_eq!(producers_line(&[]), None);
    }
}
