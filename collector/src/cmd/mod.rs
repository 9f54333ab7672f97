//! One file per subcommand. A command uses the parts (ingest, report, sys), never another command.

pub mod attach;
pub mod collect;
pub mod diff;
pub mod extract;
pub mod ps;
pub mod report;
