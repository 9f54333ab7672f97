//! Sessions with a running process: `attach` (connect or inject, read the stream while
//! counting, the report at the end), shared by `aotspy attach` and `aotspy top`.

pub mod attach;
