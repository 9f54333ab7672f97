//! Reading a report.json through the typed schema (`aotspy-report`), after checking it against
//! the published JSON Schema (`docs/report.schema.json`): a field renamed or retyped fails
//! here rather than silently reading as missing.

use aotspy_report::Report;
use serde::Deserialize;
use serde_json::Value;
use std::path::Path;
use std::sync::OnceLock;

/// The published schema, compiled once per test process.
fn validator() -> &'static jsonschema::Validator {
    static VALIDATOR: OnceLock<jsonschema::Validator> = OnceLock::new();
    VALIDATOR.get_or_init(|| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/report.schema.json");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
        jsonschema::validator_for(&schema).expect("the schema compiles")
    })
}

/// `text` (a report.json) validated against the schema and deserialized, or why not.
pub fn parse_report(text: &str) -> Result<Report, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let errors: Vec<String> = validator()
        .iter_errors(&value)
        .map(|e| format!("{} at {}", e, e.instance_path))
        .collect();
    if !errors.is_empty() {
        return Err(format!(
            "does not validate against docs/report.schema.json:\n{}",
            errors.join("\n")
        ));
    }
    Report::deserialize(&value).map_err(|e| format!("does not deserialize into Report: {e}"))
}

/// `path` (a report.json) validated and deserialized; panics with why not.
pub fn read_report(path: &Path) -> Report {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    parse_report(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", path.display()))
}
