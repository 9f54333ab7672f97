//! The driver stacks and the emulation environment: which stack the tests run on (`host`, or
//! `modern` inside `scripts/stack modern`), and the NEO keys that run the driver with a fake pvc,
//! no GPU needed.

use std::sync::OnceLock;

/// NEO debug keys that make the driver run with a fake pvc device (no GPU needed), as
/// `aotspy collect --emulate pvc` sets them.
pub const EMULATE_ENV: &[(&str, &str)] = &[
    ("NEOReadDebugKeys", "1"),
    ("SetCommandStreamReceiver", "1"),
    ("ProductFamilyOverride", "pvc"),
    ("HardwareInfoOverride", "1x4x8"),
    ("AUBDumpCaptureFileName", "/dev/null"),
    // NEO built without aubstream (Debian's 26.x) dereferences a null AUB manager otherwise.
    ("UseAubStream", "0"),
    ("InjectInternalBuildOptions", "-cl-intel-allow-zebin"),
];

/// The driver stack the tests run on: `modern` inside `scripts/stack modern`, else `host`.
pub fn stack() -> &'static str {
    static STACK: OnceLock<String> = OnceLock::new();
    STACK.get_or_init(|| std::env::var("AOTSPY_STACK").unwrap_or_else(|_| "host".to_owned()))
}

/// True on the modern stack (NEO 26.x, loader 1.3x), where the newer entry points exist.
pub fn on_modern_stack() -> bool {
    stack() == "modern"
}

/// The first line of a test marked `#[ignore = "modern stack only: …"]`: run elsewhere (with
/// `--ignored`), it fails rather than pass having tested nothing.
pub fn require_modern_stack() {
    assert!(
        on_modern_stack(),
        "this test needs the modern stack (loader 1.3x, NEO 26, the PyPI oneAPI stack): run it \
         through scripts/test or inside `scripts/stack modern`"
    );
}
