//! One file per subcommand. A command uses the parts (ingest, report, sys), never another command.

pub mod asm;
pub mod attach;
pub mod clean;
pub mod collect;
pub mod diff;
pub mod doctor;
pub mod extract;
pub mod ps;
pub mod report;
pub mod top;

/// docs/extract.schema.json and docs/diff.schema.json are what `extract --json`'s and `diff
/// --json`'s types say (docs/report.schema.json is the schema crate's): regenerate them with
/// `AOTSPY_WRITE_SCHEMA=1 cargo test -p aotspy --lib published_schemas`.
#[cfg(test)]
mod published_schemas {
    use std::path::Path;

    fn check<T: schemars::JsonSchema>(file: &str) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../docs")
            .join(file);
        let schema = schemars::schema_for!(T);
        let generated = serde_json::to_string_pretty(&schema).unwrap() + "\n";
        if std::env::var_os("AOTSPY_WRITE_SCHEMA").is_some() {
            std::fs::write(&path, &generated).unwrap();
        }
        let published = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            published == generated,
            "{} differs from the types: run AOTSPY_WRITE_SCHEMA=1 cargo test -p aotspy --lib \
             published_schemas",
            path.display()
        );
    }

    #[test]
    fn extract_json() {
        check::<super::extract::ExtractReport>("extract.schema.json");
    }

    #[test]
    fn diff_json() {
        check::<super::diff::Diff>("diff.schema.json");
    }
}
