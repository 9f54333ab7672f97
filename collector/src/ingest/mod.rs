//! Streams in: the collector's socket server, stream and spool decoding into captures, and the
//! captures settled (each process once) before anything reads them.

pub mod capture;
pub mod inputs;
pub mod kept_streams;
pub mod server;
pub mod settle;
pub mod stream;
