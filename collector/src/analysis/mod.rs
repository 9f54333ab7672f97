//! Facts about module bytes, each computed once per SHA-256: which device a module is
//! disassembled for, its disassembly, what each listing says, where its bytes came from, and
//! its origin and producer. Never imports `report`: the report is built from these.

pub mod analytics;
pub mod background;
pub mod callsites;
pub mod demangle;
pub mod device;
pub mod disasm;
pub mod iga;
pub mod listing_cache;
pub mod name_origin;
pub mod origin;
pub mod provenance;
pub mod read_files;
pub mod whereabouts;
