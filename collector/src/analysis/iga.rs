//! IGA, the Intel GPU ISA library that `ocloc disasm` itself calls, loaded at run time and driven
//! through its C API (IGC's `iga.h`), so that a module is disassembled without starting a
//! process. Called with the options and platform ocloc uses, it returns the very text ocloc
//! writes into `.text.<kernel>.asm`.

use aotspy_binfmt::zebin::Zebin;
use libloading::Library;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::path::{Path, PathBuf};

/// An `iga_gen_t`: `GEN_VER(major, minor)` is `major << 16 | minor`, `XE_VER(major, minor)` is
/// `major << 24 | minor`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Platform(u32);

impl Platform {
    const GEN8: Platform = Platform(8 << 16);
    const GEN9: Platform = Platform(9 << 16);
    const GEN9LP: Platform = Platform(9 << 16 | 1);
    const GEN9P5: Platform = Platform(9 << 16 | 5);
    const GEN11: Platform = Platform(11 << 16);
    /// Gen12LP (Tiger Lake and its kin).
    const XE: Platform = Platform(1 << 24);
    const XE_HPG: Platform = Platform(1 << 24 | 2);
    const XE_HPC: Platform = Platform(1 << 24 | 4);
    const XE2: Platform = Platform(2 << 24);
    const XE3: Platform = Platform(3 << 24);

    /// IGA's own name for it, for messages.
    pub fn name(self) -> String {
        match self {
            Self::GEN8 => "GEN8".into(),
            Self::GEN9 => "GEN9".into(),
            Self::GEN9LP => "GEN9LP".into(),
            Self::GEN9P5 => "GEN9P5".into(),
            Self::GEN11 => "GEN11".into(),
            Self::XE => "XE".into(),
            Self::XE_HPG => "XE_HPG".into(),
            Self::XE_HPC => "XE_HPC".into(),
            Self::XE2 => "XE2".into(),
            Self::XE3 => "XE3".into(),
            Self(other) => format!("{other:#x}"),
        }
    }
}

/// `PRODUCT_FAMILY` numbers (NEO's igfxfmid.h, the values in compat notes) of the device names
/// `ocloc disasm -device` recognizes: NEO's `hardwarePrefix` table, whose entries are the short
/// names `HwMapper<…>::abbreviation` (ocloc 22.43 and 26.27 together). Other names, such as
/// `adl-s`, `lnl-m` or an IP version, leave the choice to the zebin's notes.
const FAMILY_OF_OCLOC_NAME: &[(&str, u32)] = &[
    ("bdw", 16),
    ("skl", 18),
    ("kbl", 19),
    ("cfl", 20),
    ("bxt", 22),
    ("glk", 23),
    ("icllp", 26),
    ("lkf", 27),
    ("ehl", 28),
    ("tgllp", 29),
    ("rkl", 30),
    ("adls", 31),
    ("adlp", 32),
    ("adln", 33),
    ("dg1", 1210),
    ("dg2", 1270),
    ("pvc", 1271),
    ("mtl", 1272),
    ("arl", 1273),
    ("bmg", 1274),
    ("lnl", 1275),
    ("ptl", 1300),
];

/// Which ocloc ships with the loaded IGA, where their platform tables differ: IGC 1's
/// (`libiga64.so.1`, NEO up to 24.x) or IGC 2's (`libiga64.so.2`, NEO 24.x and later).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    Igc1,
    Igc2,
}

/// ocloc's `translateToIgaGen(PRODUCT_FAMILY)` (shared/offline_compiler/source/decoder). Gen8
/// to Gen11 only in IGC 1's era (ocloc 22.43 maps them; the ocloc that comes with IGC 2 maps
/// none, and writes no ASM for them). MTL, ARL, BMG, LNL and PTL as ocloc 25.05 and later map
/// them (older ocloc wrote no ASM for them). Gemini Lake is in no ocloc's table.
fn platform_of_family(family: u32, era: Era) -> Option<Platform> {
    Some(match family {
        16 if era == Era::Igc1 => Platform::GEN8,
        18 if era == Era::Igc1 => Platform::GEN9,
        22 if era == Era::Igc1 => Platform::GEN9LP,
        19 | 20 if era == Era::Igc1 => Platform::GEN9P5,
        26..=28 if era == Era::Igc1 => Platform::GEN11,
        29..=33 | 1210 => Platform::XE,
        1270 | 1272 | 1273 => Platform::XE_HPG,
        1271 => Platform::XE_HPC,
        1274 | 1275 => Platform::XE2,
        1300 => Platform::XE3,
        _ => return None,
    })
}

/// The platform `ocloc disasm -device DEVICE` hands IGA for this zebin. ocloc takes it from the
/// device name when that is one of its short names with a known platform, else from the
/// zebin's compat note: ocloc 25 and later first look the product config up in their AOT
/// table, which aotspy does not have, so such zebins are left to ocloc; then the product
/// family.
pub fn platform_for(device: &str, zebin: &Zebin, era: Era) -> Result<Platform, String> {
    let named = FAMILY_OF_OCLOC_NAME
        .iter()
        .find(|(name, _)| *name == device)
        .and_then(|&(_, family)| platform_of_family(family, era));
    if let Some(platform) = named {
        return Ok(platform);
    }
    if zebin.product_config.is_some() {
        return Err(format!(
            "ocloc picks the platform for -device {device} from the zebin's product config, \
             through a table only ocloc has"
        ));
    }
    let family = zebin.product_family.ok_or_else(|| {
        format!("-device {device} names no platform and the zebin has no product family")
    })?;
    platform_of_family(family, era).ok_or_else(|| {
        format!("the ocloc of this IGA ({era:?}) maps product family {family} to no IGA platform")
    })
}

/// The platform `ocloc disasm -device DEVICE` hands IGA when the binary says nothing: for a
/// kernel's raw ISA, which has no compat note. `DEVICE` is one of ocloc's short names, or one of
/// the names aotspy gives devices (`zebin::ocloc_device_from_pci_id`: `adl-s`, `arl-h`,
/// `lnl-m`, `dg2-g10`, ...), which stand for the same product families.
pub fn platform_for_device(device: &str, era: Era) -> Result<Platform, String> {
    let family = FAMILY_OF_OCLOC_NAME
        .iter()
        .chain(FAMILY_OF_OTHER_NAME)
        .find(|(name, _)| *name == device)
        .map(|&(_, family)| family)
        .ok_or_else(|| format!("no IGA platform is known for device {device}"))?;
    platform_of_family(family, era).ok_or_else(|| {
        format!("the ocloc of this IGA ({era:?}) maps {device} (product family {family}) to no IGA platform")
    })
}

/// Names aotspy gives devices that are not ocloc's short names, with their product family.
const FAMILY_OF_OTHER_NAME: &[(&str, u32)] = &[
    ("apl", 22),
    ("adl-s", 31),
    ("adl-p", 32),
    ("adl-n", 33),
    ("dg2-g10", 1270),
    ("dg2-g11", 1270),
    ("dg2-g12", 1270),
    ("arl-h", 1273),
    ("lnl-m", 1275),
];

// The C API's types, from iga.h: identical in IGA 1.x and 2.x.

/// `iga_context_options_t`.
#[repr(C)]
struct ContextOptions {
    /// `sizeof(iga_context_options_t)`: IGA rejects a larger one (a newer header).
    cb: usize,
    gen: u32,
}

/// `iga_disassemble_options_t` as `IGA_DISASSEMBLE_OPTIONS_INIT()` fills it, which is what
/// ocloc passes: default formatting (symbolic labels), default decoder, PCs from 0.
#[repr(C)]
struct DisassembleOptions {
    cb: u32,
    formatting_opts: u32,
    reserved0: u32,
    reserved1: u32,
    decoder_opts: u32,
    base_pc_offset: u32,
}

/// `iga_diagnostic_t`.
#[repr(C)]
struct Diagnostic {
    line: u32,
    column: u32,
    offset: u32,
    extent: u32,
    message: *const c_char,
}

type Context = *mut c_void;
type Status = c_int;
const IGA_SUCCESS: Status = 0;

type ContextCreate = unsafe extern "C" fn(*const ContextOptions, *mut Context) -> Status;
type ContextRelease = unsafe extern "C" fn(Context) -> Status;
type LabelFormatter = unsafe extern "C" fn(i32, *mut c_void) -> *const c_char;
type ContextDisassemble = unsafe extern "C" fn(
    Context,
    *const DisassembleOptions,
    *const c_void,
    u32,
    Option<LabelFormatter>,
    *mut c_void,
    *mut *mut c_char,
) -> Status;
type ContextDiagnostics = unsafe extern "C" fn(Context, *mut *const Diagnostic, *mut u32) -> Status;
type StatusToString = unsafe extern "C" fn(Status) -> *const c_char;

/// Zero bytes after each kernel's copy: IGA reads whole 16-byte instructions, and a section
/// whose size is no multiple of 16 (a hostile capture's) must not make it read past our buffer.
const DECODE_SLACK: usize = 16;

/// A loaded IGA. Contexts are made per call and never shared, so one `Iga` serves any number
/// of threads (IGA documents no thread safety for a context; ocloc also makes one per kernel).
pub struct Iga {
    path: PathBuf,
    era: Era,
    context_create: ContextCreate,
    context_release: ContextRelease,
    context_disassemble: ContextDisassemble,
    context_get_errors: ContextDiagnostics,
    status_to_string: StatusToString,
    /// Keeps the code behind the function pointers above mapped.
    _library: Library,
}

impl Iga {
    /// Loads the IGA that `ocloc` (at `ocloc`, when known) would load: one beside ocloc, as its
    /// run path finds it, else `libiga64.so` from the library search path, else the versioned
    /// names Debian's packages ship without the unversioned link.
    pub fn load(ocloc: Option<&Path>) -> Result<Iga, String> {
        let mut candidates: Vec<PathBuf> = Vec::new();
        if let Some(ocloc) = ocloc {
            let real = std::fs::canonicalize(ocloc).unwrap_or_else(|_| ocloc.to_path_buf());
            for bin in [ocloc.parent(), real.parent()].into_iter().flatten() {
                for lib in ["lib", "lib64", "lib/x86_64-linux-gnu"] {
                    let file = bin.join("..").join(lib).join("libiga64.so");
                    if file.exists() && !candidates.contains(&file) {
                        candidates.push(file);
                    }
                }
            }
        }
        candidates.extend(
            ["libiga64.so", "libiga64.so.2", "libiga64.so.1"]
                .into_iter()
                .map(PathBuf::from),
        );
        let mut failures = Vec::new();
        for candidate in candidates {
            match Self::open(&candidate) {
                Ok(iga) => return Ok(iga),
                Err(e) => failures.push(e),
            }
        }
        Err(format!("cannot load IGA: {}", failures.join("; ")))
    }

    fn open(file: &Path) -> Result<Iga, String> {
        // SAFETY: loading runs IGA's static constructors, which only initialize its tables.
        let library = unsafe { Library::new(file) }.map_err(|e| e.to_string())?;
        let missing = |e: libloading::Error| format!("{}: {e}", file.display());
        // SAFETY: each symbol is declared with the signature iga.h gives it.
        unsafe {
            let path = loaded_from(
                *library
                    .get::<*const c_void>(b"iga_context_create\0")
                    .map_err(missing)?,
            )
            .unwrap_or_else(|| file.to_path_buf());
            Ok(Iga {
                era: era_of(&path),
                path,
                context_create: *library.get(b"iga_context_create\0").map_err(missing)?,
                context_release: *library.get(b"iga_context_release\0").map_err(missing)?,
                context_disassemble: *library.get(b"iga_context_disassemble\0").map_err(missing)?,
                context_get_errors: *library.get(b"iga_context_get_errors\0").map_err(missing)?,
                status_to_string: *library.get(b"iga_status_to_string\0").map_err(missing)?,
                _library: library,
            })
        }
    }

    /// The platform `ocloc disasm -device DEVICE` of this IGA's era hands IGA for `zebin`.
    pub fn platform_for(&self, device: &str, zebin: &Zebin) -> Result<Platform, String> {
        platform_for(device, zebin, self.era)
    }

    /// Which ocloc this IGA ships with (tests pick the golden listings of that ocloc by it).
    #[cfg(test)]
    pub fn era(&self) -> Era {
        self.era
    }

    /// The platform ocloc of this IGA's era would use for code with no compat note, built for
    /// `device` (see [`platform_for_device`]).
    pub fn platform_for_device(&self, device: &str) -> Result<Platform, String> {
        platform_for_device(device, self.era)
    }

    /// Disassembles one kernel's code as ocloc does: default options, a fresh context, the text
    /// IGA returns taken as is. Warnings (such as IGA's "unexpected padding at end of kernel")
    /// do not make it fail, as they do not for ocloc.
    pub fn disassemble(&self, platform: Platform, code: &[u8]) -> Result<Vec<u8>, String> {
        let size = u32::try_from(code.len())
            .map_err(|_| format!("a {}-byte kernel is too large for IGA", code.len()))?;
        let mut input = Vec::with_capacity(code.len() + DECODE_SLACK);
        input.extend_from_slice(code);
        input.resize(code.len() + DECODE_SLACK, 0);

        let options = ContextOptions {
            cb: std::mem::size_of::<ContextOptions>(),
            gen: platform.0,
        };
        let mut context: Context = std::ptr::null_mut();
        // SAFETY: valid options and out-pointer. IGA refuses a platform it has no model for
        // (IGA_UNSUPPORTED_PLATFORM) before its context constructor could throw.
        let status = unsafe { (self.context_create)(&options, &mut context) };
        if status != IGA_SUCCESS || context.is_null() {
            return Err(format!(
                "{} cannot create a context for {}: {}",
                self.path.display(),
                platform.name(),
                self.status_text(status)
            ));
        }
        let context = ContextGuard { iga: self, context };
        let options = DisassembleOptions {
            cb: std::mem::size_of::<DisassembleOptions>() as u32,
            formatting_opts: 0,
            reserved0: 0,
            reserved1: 0,
            decoder_opts: 0,
            base_pc_offset: 0,
        };
        let mut text: *mut c_char = std::ptr::null_mut();
        // SAFETY: `input` outlives the call and holds `size` bytes plus slack; no label callback;
        // the text pointer is written by IGA and read below before the context is released.
        let status = unsafe {
            (self.context_disassemble)(
                context.context,
                &options,
                input.as_ptr().cast(),
                size,
                None,
                std::ptr::null_mut(),
                &mut text,
            )
        };
        if status != IGA_SUCCESS {
            return Err(format!(
                "IGA could not disassemble it for {}: {}{}",
                platform.name(),
                self.status_text(status),
                context.errors()
            ));
        }
        if text.is_null() {
            return Err("IGA returned no text".into());
        }
        // SAFETY: IGA returns a NUL-terminated string owned by the context, still alive here.
        Ok(unsafe { CStr::from_ptr(text) }.to_bytes().to_vec())
    }

    fn status_text(&self, status: Status) -> String {
        // SAFETY: iga_status_to_string accepts any value and returns a static string or null.
        let text = unsafe { (self.status_to_string)(status) };
        if text.is_null() {
            return format!("status {status}");
        }
        // SAFETY: non-null, NUL-terminated and static.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }
}

/// Releases an IGA context however the call that made it ends.
struct ContextGuard<'a> {
    iga: &'a Iga,
    context: Context,
}

impl ContextGuard<'_> {
    /// The context's error messages, as `: first; second`, or nothing.
    fn errors(&self) -> String {
        let mut list: *const Diagnostic = std::ptr::null();
        let mut count = 0u32;
        // SAFETY: a live context and valid out-pointers.
        let status = unsafe { (self.iga.context_get_errors)(self.context, &mut list, &mut count) };
        if status != IGA_SUCCESS || list.is_null() {
            return String::new();
        }
        // SAFETY: IGA owns `count` diagnostics at `list` until the next call on this context.
        let diagnostics = unsafe { std::slice::from_raw_parts(list, count as usize) };
        let messages: Vec<String> = diagnostics
            .iter()
            .filter(|d| !d.message.is_null())
            // SAFETY: non-null messages are NUL-terminated strings owned by the context.
            .map(|d| {
                format!(
                    "{} (at byte {})",
                    unsafe { CStr::from_ptr(d.message) }.to_string_lossy(),
                    d.offset
                )
            })
            .collect();
        if messages.is_empty() {
            String::new()
        } else {
            format!(": {}", messages.join("; "))
        }
    }
}

impl Drop for ContextGuard<'_> {
    fn drop(&mut self) {
        // SAFETY: made by iga_context_create and released exactly once.
        unsafe { (self.iga.context_release)(self.context) };
    }
}

/// IGC 1's era for `libiga64.so.1…`; otherwise IGC 2's, whose ocloc hands IGA fewer platforms
/// (so an IGA of unknown version leaves Gen8 to Gen11 to ocloc).
fn era_of(library: &Path) -> Era {
    let real = std::fs::canonicalize(library).unwrap_or_else(|_| library.to_path_buf());
    let name = real.file_name().unwrap_or_default().to_string_lossy();
    if name.starts_with("libiga64.so.1") {
        Era::Igc1
    } else {
        Era::Igc2
    }
}

/// The file the shared object holding `symbol` was loaded from (a bare name was resolved
/// through the search path).
fn loaded_from(symbol: *const c_void) -> Option<PathBuf> {
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: dladdr only reads the address and fills `info`.
    if unsafe { libc::dladdr(symbol, &mut info) } == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: dli_fname is a NUL-terminated path owned by the dynamic loader.
    let name = unsafe { CStr::from_ptr(info.dli_fname) };
    use std::os::unix::ffi::OsStrExt;
    Some(PathBuf::from(std::ffi::OsStr::from_bytes(name.to_bytes())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zebin(family: Option<u32>, config: Option<u32>) -> Zebin {
        Zebin {
            product_family: family,
            product_config: config,
            ..Zebin::default()
        }
    }

    #[test]
    fn the_device_name_decides_when_ocloc_knows_it() {
        let igc2 = |device, zebin| platform_for(device, &zebin, Era::Igc2);
        assert_eq!(igc2("pvc", zebin(None, Some(1))), Ok(Platform::XE_HPC));
        assert_eq!(igc2("dg2", zebin(Some(1271), None)), Ok(Platform::XE_HPG));
        assert_eq!(igc2("tgllp", zebin(None, None)), Ok(Platform::XE));
        assert_eq!(igc2("bmg", zebin(None, None)), Ok(Platform::XE2));
        assert_eq!(
            platform_for("skl", &zebin(Some(23), None), Era::Igc1),
            Ok(Platform::GEN9)
        );
    }

    #[test]
    fn the_era_is_the_soname_behind_the_links() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("libiga64.so");
        for (real, era) in [
            ("libiga64.so.1.0.1", Era::Igc1),
            ("libiga64.so.2.40.14+0", Era::Igc2),
            ("libiga64-custom.so", Era::Igc2),
        ] {
            std::fs::write(dir.path().join(real), b"").unwrap();
            let _ = std::fs::remove_file(&link);
            std::os::unix::fs::symlink(real, &link).unwrap();
            assert_eq!(era_of(&link), era, "{real}");
        }
    }

    #[test]
    fn raw_isa_takes_the_platform_from_the_device_name() {
        for (device, platform) in [
            ("pvc", Platform::XE_HPC),
            ("dg2-g10", Platform::XE_HPG),
            ("adl-s", Platform::XE),
            ("tgllp", Platform::XE),
            ("lnl-m", Platform::XE2),
        ] {
            assert_eq!(
                platform_for_device(device, Era::Igc2),
                Ok(platform),
                "{device}"
            );
        }
        assert_eq!(platform_for_device("skl", Era::Igc1), Ok(Platform::GEN9));
        assert!(platform_for_device("skl", Era::Igc2).is_err());
        assert!(platform_for_device("12.60.7", Era::Igc2).is_err());
    }

    #[test]
    fn gen8_to_gen11_only_in_igc1s_era() {
        for (device, family) in [
            ("bdw", 16),
            ("skl", 18),
            ("apl", 22),
            ("kbl", 19),
            ("icllp", 26),
        ] {
            assert!(platform_for(device, &zebin(Some(family), None), Era::Igc1).is_ok());
            assert!(platform_for(device, &zebin(Some(family), None), Era::Igc2).is_err());
        }
    }

    #[test]
    fn other_names_leave_it_to_the_notes() {
        // ocloc's name is "adls"; "adl-s" is the compile-time name, unknown to disasm.
        let igc1 = |device, zebin| platform_for(device, &zebin, Era::Igc1);
        assert_eq!(igc1("adl-s", zebin(Some(31), None)), Ok(Platform::XE));
        assert_eq!(
            igc1("12.60.7", zebin(Some(1271), None)),
            Ok(Platform::XE_HPC)
        );
        assert!(igc1("adl-s", zebin(Some(31), Some(3))).is_err());
        assert!(igc1("glk", zebin(Some(23), None)).is_err());
        assert!(igc1("nosuch", zebin(None, None)).is_err());
    }
}
