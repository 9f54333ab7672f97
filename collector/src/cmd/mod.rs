//! One file per subcommand. A command uses the parts (ingest, report, sys), never another command.

pub mod report;
