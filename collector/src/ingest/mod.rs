//! Streams in: the collector's socket server, and stream and spool decoding into captures.

pub mod capture;
pub mod inputs;
pub mod kept_streams;
pub mod server;
