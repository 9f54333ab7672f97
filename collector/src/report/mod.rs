//! Captures + disassembly + provenance -> the report model, and its views.

pub mod analytics;
pub mod demangle;
pub mod disasm;
pub mod found;
pub mod html;
pub mod iga;
pub mod model;
pub mod neo_dumps;
pub mod origin;
pub mod pipeline;
pub mod provenance;
pub mod render;
pub mod text;
