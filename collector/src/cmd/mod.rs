//! One file per subcommand. A command uses the parts (ingest, report, sys), never another command.

pub mod asm;
pub mod attach;
pub mod clean;
pub mod collect;
pub mod diff;
pub mod doctor;
pub mod extract;
pub mod ps;
pub mod report;
pub mod top;
