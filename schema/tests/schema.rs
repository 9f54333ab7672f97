//! docs/report.schema.json and docs/top.schema.json are what the report types say: regenerate it with
//! `AOTSPY_WRITE_SCHEMA=1 cargo test -p aotspy-report --test schema`.

use std::path::Path;

#[test]
fn the_published_schema_is_generated_from_the_types() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/report.schema.json");
    let generated = aotspy_report::json_schema();
    if std::env::var_os("AOTSPY_WRITE_SCHEMA").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let published = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        published == generated,
        "{} differs from the report types: run AOTSPY_WRITE_SCHEMA=1 cargo test -p aotspy-report --test schema",
        path.display()
    );
}

/// docs/top.schema.json, the schema of `aotspy top`'s JSON lines, likewise.
#[test]
fn the_published_top_schema_is_generated_from_the_types() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/top.schema.json");
    let generated = aotspy_report::top_json_schema();
    if std::env::var_os("AOTSPY_WRITE_SCHEMA").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let published = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        published == generated,
        "{} differs from the top frame types: run AOTSPY_WRITE_SCHEMA=1 cargo test -p aotspy-report --test schema",
        path.display()
    );
}

#[test]
fn the_schema_names_every_top_level_field() {
    let schema: serde_json::Value = serde_json::from_str(&aotspy_report::json_schema()).unwrap();
    let properties = schema["properties"].as_object().unwrap();
    for field in ["schema_version", "modules", "kernels", "processes", "stats"] {
        assert!(properties.contains_key(field), "{field}");
    }
}

/// The `kind` words the schema allows for `definition` (`Warning` or `Note`).
fn kinds_in_schema(definition: &str) -> Vec<String> {
    let schema: serde_json::Value = serde_json::from_str(&aotspy_report::json_schema()).unwrap();
    let text = schema["$defs"][definition].to_string();
    let mut kinds: Vec<String> = text
        .split(r#""kind":{"#)
        .skip(1)
        .filter_map(|rest| {
            let value = rest.split_once(r#""const":""#)?.1;
            Some(value.split_once('"')?.0.to_owned())
        })
        .collect();
    kinds.sort();
    kinds
}

/// Each of `said` (warnings or notes whose text is `said`) read back as written; their `kind`
/// words, sorted.
fn round_trips<T>(said: impl IntoIterator<Item = T>) -> Vec<String>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let mut kinds: Vec<String> = said
        .into_iter()
        .map(|said| {
            let json = serde_json::to_value(&said).unwrap();
            assert_eq!(json["text"], "said", "{json}");
            let kind = json["kind"].as_str().unwrap().to_owned();
            assert_eq!(serde_json::from_value::<T>(json).unwrap(), said);
            kind
        })
        .collect();
    kinds.sort();
    kinds
}

/// Every warning and note kind, with its facts, reads back as it was written, with `kind`
/// and its facts beside `text` in the JSON; and the lists below hold every kind the schema
/// names, so a new kind is tried here too.
#[test]
fn every_kind_round_trips() {
    use aotspy_report::{Note, NoteKind as N, Warning, WarningKind as W};
    let path = || "/p".to_owned();
    let warnings = [
        W::InputWithoutStreams { path: path() },
        W::StreamSkipped { path: path() },
        W::StreamCutAtBudget {
            pid: 1,
            path: path(),
            budget_bytes: 3,
        },
        W::ProcessGivenTwice {
            pid: 1,
            start_unix_ms: 2,
        },
        W::FramesSkipped { pid: 1, frames: 2 },
        W::NoGoodbye {
            pid: 1,
            counts_complete: true,
        },
        W::Unattributed,
        W::RanksMissing,
        W::DisassemblyFailed { module: "m".into() },
        W::UnmatchedNeoDumps,
        W::CountersFileNotOwn {
            pid: 1,
            path: path(),
        },
        W::CountersFileUnreadable { pid: 1 },
        W::CountersFileNotKept { pid: 1 },
        W::ConnectionsStillOpen { connections: 2 },
        W::SpoolUnreadable { path: path() },
        W::NoProcessConnected,
        W::NeoDumpsNotCollected,
        W::NothingCreated,
    ];
    let notes = [
        N::ZebinUnreadable,
        N::PatchTokensBinary,
        N::BinaryFrameLost,
        N::BinaryNotCaptured,
        N::NotGpuBinary,
        N::ModuleSeenOnlyBeforeInjection,
        N::NoSourceLines,
        N::OriginReadFromFile,
        N::OriginOwnCompile { path: path() },
        N::OriginNgenWriter,
        N::OriginRunTimeCompiler {
            library: "libmkl".into(),
        },
        N::OriginIgcFoundNowhere,
        N::OriginUnknownWriter,
        N::OriginNotZebin,
        N::ZeinfoLacksKernel,
        N::KernelAsmNotMade { module: "m".into() },
        N::KernelAsmNotWritten,
        N::KernelAsmUnreadable,
        N::ModuleNotDisassembled { module: "m".into() },
        N::RawIsaDeviceUnknown,
        N::RawIsaNotDisassembled,
        N::RawIsaOnly,
        N::KernelBinaryEmpty,
        N::ModuleBinaryUnnamed,
        N::DescribedOnly,
        N::NameNotSearched,
        N::NameNoMappedFiles,
        N::NameInSeveralImages { images: 2 },
        N::NameOnlyForOtherDevices,
        N::NameOnlyInSpirv,
        N::NameInNoImage,
        N::IsaFromProcessMemory,
        N::IsaFromMatchedImage,
        N::OriginUnknownBeforeInjection,
        N::OriginUnknownDescribedOnly,
        N::OriginFromName {
            files: vec![path()],
        },
        N::SlmBoundAtLaunch {
            bytes_at_launch: 1056,
        },
    ];
    let warning_kinds = round_trips(warnings.map(|kind| Warning::new(kind, "said")));
    let note_kinds = round_trips(notes.map(|kind| Note::new(kind, "said")));
    assert_eq!(warning_kinds, kinds_in_schema("Warning"));
    assert_eq!(note_kinds, kinds_in_schema("Note"));
    // The facts sit beside the kind, as scripts read them.
    let json = serde_json::to_value(Warning::new(
        W::NoGoodbye {
            pid: 7,
            counts_complete: false,
        },
        "t",
    ))
    .unwrap();
    assert_eq!(
        json,
        serde_json::json!({"kind": "no-goodbye", "pid": 7, "counts_complete": false, "text": "t"})
    );
}
