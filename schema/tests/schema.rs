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
