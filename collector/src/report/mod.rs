//! Captures + analysis results -> the typed report (`aotspy-report`), its files, and its views.

pub mod census;
pub mod found;
mod found_facts;
pub mod html;
pub mod model;
pub mod neo_dumps;
pub mod pipeline;
pub mod render;
pub mod text;
