//! Sessions with a running process: `attach` (connect or inject, read the stream while
//! counting, the report at the end), shared by `aotspy attach` and `aotspy top`; and `top`'s
//! live model (`model`) and background analysis (`facts`).

pub mod attach;
pub mod facts;
pub mod model;
