//! Facts computed from what ingest captured (see docs/architecture.md).

#[cfg_attr(
    not(test),
    expect(dead_code, reason = "ingest and the report use it once wired")
)]
pub mod callsites;
