//! aotspy's cache directory, shared by what it keeps across runs: ASM per module (`asm/`) and
//! the device images found in each library (`scan/`).

use anyhow::{Context, Result};
use std::path::PathBuf;

/// `${AOTSPY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/aotspy}`.
pub fn cache_dir() -> Result<PathBuf> {
    let env_dir = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env_dir("AOTSPY_CACHE")
        .or_else(|| env_dir("XDG_CACHE_HOME").map(|d| d.join("aotspy")))
        .or_else(|| env_dir("HOME").map(|d| d.join(".cache/aotspy")))
        .context("no cache directory: set AOTSPY_CACHE, XDG_CACHE_HOME or HOME")
}
