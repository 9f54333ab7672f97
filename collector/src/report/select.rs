//! Which kernels a user's pattern names.

/// A kernel name pattern (`extract --kernel`, `asm KERNEL`): a shell glob (globset: `*`, `?`, `[a-z]`, `[!x]`) if it has `*`, `?`
/// or `[` and compiles as one, else a substring.
pub enum NamePattern<'a> {
    Glob(globset::GlobMatcher),
    Substring(&'a str),
}

impl<'a> NamePattern<'a> {
    pub fn new(pattern: &'a str) -> NamePattern<'a> {
        let glob = pattern
            .contains(['*', '?', '['])
            .then(|| globset::Glob::new(pattern).ok())
            .flatten();
        match glob {
            Some(glob) => NamePattern::Glob(glob.compile_matcher()),
            None => NamePattern::Substring(pattern),
        }
    }

    pub fn matches(&self, name: &str) -> bool {
        match self {
            NamePattern::Glob(glob) => glob.is_match(name),
            NamePattern::Substring(part) => name.contains(part),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_and_substrings_match_kernel_names() {
        let name_matches = |name: &str, pattern: &str| NamePattern::new(pattern).matches(name);
        assert!(name_matches("main::vector_add", "vector"));
        assert!(!name_matches("main::vector_add", "scale"));
        assert!(name_matches("main::vector_add", "*::vector_*"));
        assert!(name_matches("main::vector_add", "main::?ector_add"));
        assert!(name_matches("fft_c2c_64", "fft_[a-c]2c_*"));
        assert!(!name_matches("fft_r2c_64", "fft_[!r]2c_*"));
        assert!(!name_matches("main::vector_add", "*::vector"));
        assert!(name_matches("", "*"));
        assert!(!name_matches("abc", "[oops"));
    }
}
