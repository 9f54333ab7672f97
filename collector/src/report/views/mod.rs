//! The views of a built report, each reading only the [`Report`](aotspy_report::Report) (and,
//! for the ISA pages, the listings parsed once): the terminal table (`table`) and report.md (`markdown`), with what both show (`columns`),
//! report.html (`html`), and the plain-text helpers the views and the commands' tables share
//! (`text`), `aotspy top`'s full-screen view of a live frame (`top`), and the escaping of what a workload controls for each of them (`escape`). Nothing here builds or changes the report.

pub mod columns;
pub mod escape;
pub mod html;
pub mod markdown;
pub mod table;
pub mod text;
pub mod top;
