//! The parsers' error: what is wrong with malformed input (they never panic on it).

/// Error for malformed input: says what is wrong, never panics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// Builds an [`Error`] from format arguments.
macro_rules! err {
    ($($arg:tt)*) => { $crate::error::Error(format!($($arg)*)) };
}
pub(crate) use err;
