//! Captures + analysis results -> the typed report (`aotspy-report`), its files, and its views.

pub mod call_sites;
pub mod census;
pub mod found;
mod found_facts;
mod listing_files;
pub mod model;
pub mod neo_dumps;
mod operations;
pub mod pipeline;
pub mod saved;
pub mod select;
pub mod views;
