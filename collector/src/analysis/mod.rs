//! What is learnt from the settled captures, each fact about module bytes once per SHA-256:
//! what their kernels' names match ([`names`]), where the bytes came from ([`provenance`],
//! [`whereabouts`]), the captures merged ([`inventory`]), the disassembly of the listed
//! kernels and what each listing says ([`listings`], [`raw_kernels`]), NEO's own dumps checked
//! against the modules ([`neo_dumps`]), the call sites' symbols ([`callsites`]), and the origin
//! and producer these give ([`origin`]). [`findings`] runs them in order for a report. Reads
//! the captures, never changes them, and never imports `report`: the report is built from
//! what this returns.

pub mod analytics;
pub mod asm_cache;
pub mod background;
pub mod callsites;
pub mod demangle;
pub mod device;
pub mod disasm;
pub mod findings;
pub mod iga;
pub mod inventory;
pub mod listing_files;
pub mod listings;
pub mod mapped_sources;
pub mod names;
pub mod neo_dumps;
pub mod origin;
pub mod provenance;
pub mod raw_kernels;
pub mod read_files;
pub mod whereabouts;
