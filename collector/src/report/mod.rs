//! The typed report (`aotspy-report`) built from the inventory and the findings, its files,
//! and its views: [`pipeline`] runs settle → analyse → build → views.

pub mod build;
pub mod pipeline;
pub mod saved;
pub mod select;
pub mod views;
