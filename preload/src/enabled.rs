//! Whether this process captures at all (`AOTSPY_DISABLE=1` makes the library pass everything
//! through).

use std::sync::OnceLock;

pub fn capture_enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os(aotspy_proto::ENV_DISABLE).is_none_or(|v| v != "1"))
}
