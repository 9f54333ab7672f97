//! SPIR-V modules: a 5-word header, then instructions whose first word holds their length in
//! words (high half) and opcode (low half). The format has no total size, so an embedded module
//! is cut out by walking its instructions.

use crate::error::{err, Result};

pub const MAGIC: u32 = 0x0723_0203;
const HEADER_WORDS: usize = 5;
const OP_ENTRY_POINT: u32 = 15;
const OP_FUNCTION_END: u32 = 56;
/// What may follow an `OpFunctionEnd` inside a module: OpFunction, and the debug instructions
/// OpExtInst (non-semantic debug info), OpLine and OpNoLine.
const BETWEEN_FUNCTIONS: [u32; 4] = [54, 12, 8, 317];
/// Core opcodes stay below 0x200 and vendor extensions (Intel's reach 6xxx) below this.
const MAX_OPCODE: u32 = 0x2000;
const EXECUTION_MODEL_KERNEL: u32 = 6;
/// Versions 1.0 to 1.6 exist; anything else after the magic is not SPIR-V.
const MAX_MINOR_VERSION: u32 = 6;

/// Reads 32-bit words in the byte order the magic was written in.
struct Words<'a> {
    bytes: &'a [u8],
    big_endian: bool,
}

impl Words<'_> {
    fn get(&self, index: usize) -> Option<u32> {
        let at = index.checked_mul(4)?;
        let raw: [u8; 4] = self.bytes.get(at..at + 4)?.try_into().ok()?;
        Some(if self.big_endian {
            u32::from_be_bytes(raw)
        } else {
            u32::from_le_bytes(raw)
        })
    }

    fn len(&self) -> usize {
        self.bytes.len() / 4
    }
}

fn words(bytes: &[u8]) -> Result<Words<'_>> {
    let raw: [u8; 4] = bytes
        .get(..4)
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| err!("SPIR-V module shorter than its magic"))?;
    let big_endian = if u32::from_le_bytes(raw) == MAGIC {
        false
    } else if u32::from_be_bytes(raw) == MAGIC {
        true
    } else {
        return Err(err!("no SPIR-V magic"));
    };
    let words = Words { bytes, big_endian };
    let version = words
        .get(1)
        .ok_or_else(|| err!("SPIR-V header is truncated"))?;
    let (major, minor, low, high) = (
        version >> 16 & 0xff,
        version >> 8 & 0xff,
        version & 0xff,
        version >> 24,
    );
    if major != 1 || minor > MAX_MINOR_VERSION || low != 0 || high != 0 {
        return Err(err!(
            "SPIR-V version word {version:#010x} is not a SPIR-V 1.x version"
        ));
    }
    if words.len() < HEADER_WORDS {
        return Err(err!("SPIR-V header is truncated"));
    }
    if words.get(4) != Some(0) {
        return Err(err!("SPIR-V header's reserved schema word is not 0"));
    }
    Ok(words)
}

/// The byte length of the SPIR-V module at the start of `bytes`: its header and every whole
/// instruction after it, up to the first word that cannot continue the module. Errors when the
/// header is not SPIR-V or no instruction follows it.
///
/// A module ends at the `OpFunctionEnd` of its last function, but nothing marks which is last;
/// so the walk stops at a word that cannot start an instruction (zero length, a length running
/// past `bytes`, an opcode beyond every defined one) or, after an `OpFunctionEnd`, at anything
/// but another function or the debug instructions allowed between functions.
pub fn extent(bytes: &[u8]) -> Result<usize> {
    let words = words(bytes)?;
    let mut at = HEADER_WORDS;
    let mut after_function_end = false;
    while let Some(first) = words.get(at) {
        if !starts_an_instruction(first, at, &words) {
            break;
        }
        let (length, opcode) = ((first >> 16) as usize, first & 0xffff);
        if after_function_end && !BETWEEN_FUNCTIONS.contains(&opcode) {
            break;
        }
        after_function_end = opcode == OP_FUNCTION_END;
        at += length;
    }
    if at == HEADER_WORDS {
        return Err(err!("SPIR-V header is followed by no instruction"));
    }
    Ok(at * 4)
}

/// Checks what [`extent`] checks before it walks on: a SPIR-V header, then an instruction that
/// fits in `bytes`. For a module whose size is known from elsewhere (a `.tgtimg` table lists
/// it), this stands in for the walk, which touches every page of the module.
pub fn check_start(bytes: &[u8]) -> Result<()> {
    let words = words(bytes)?;
    match words.get(HEADER_WORDS) {
        Some(first) if starts_an_instruction(first, HEADER_WORDS, &words) => Ok(()),
        _ => Err(err!("SPIR-V header is followed by no instruction")),
    }
}

/// Whether `first`, the word at `at`, can start an instruction of the module: a length that is
/// not zero and fits, a defined opcode.
fn starts_an_instruction(first: u32, at: usize, words: &Words) -> bool {
    let (length, opcode) = ((first >> 16) as usize, first & 0xffff);
    length != 0 && at + length <= words.len() && opcode != 0 && opcode <= MAX_OPCODE
}

/// Names of the module's kernel entry points (`OpEntryPoint Kernel`), in module order.
pub fn kernel_names(bytes: &[u8]) -> Result<Vec<String>> {
    let words = words(bytes)?;
    let mut names = Vec::new();
    let mut at = HEADER_WORDS;
    while let Some(first) = words.get(at) {
        let length = (first >> 16) as usize;
        if length == 0 || at + length > words.len() {
            break;
        }
        // OpEntryPoint: execution model, function id, then the name as a literal string.
        if first & 0xffff == OP_ENTRY_POINT
            && length > 3
            && words.get(at + 1) == Some(EXECUTION_MODEL_KERNEL)
        {
            let mut name = Vec::new();
            'literal: for index in at + 3..at + length {
                let word = words.get(index).unwrap_or(0);
                // Literal strings are packed little-end first whatever the module's byte order.
                for byte in word.to_le_bytes() {
                    if byte == 0 {
                        break 'literal;
                    }
                    name.push(byte);
                }
            }
            names.push(String::from_utf8_lossy(&name).into_owned());
        }
        at += length;
    }
    Ok(names)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A minimal module: header, OpCapability Kernel, and one kernel entry point per name.
    pub(crate) fn module(kernel_names: &[&str]) -> Vec<u8> {
        let mut words: Vec<u32> = vec![MAGIC, 0x0001_0200, 0, 100, 0];
        words.extend([2 << 16 | 17, 6]); // OpCapability Kernel
        for (id, name) in kernel_names.iter().enumerate() {
            let mut literal = name.as_bytes().to_vec();
            literal.push(0);
            literal.resize(literal.len().next_multiple_of(4), 0);
            let length = 3 + literal.len() / 4;
            words.push((length as u32) << 16 | OP_ENTRY_POINT);
            words.extend([EXECUTION_MODEL_KERNEL, id as u32 + 1]);
            words.extend(
                literal
                    .chunks(4)
                    .map(|c| u32::from_le_bytes(c.try_into().unwrap())),
            );
        }
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    #[test]
    fn extent_covers_whole_instructions_and_stops_at_padding() {
        let spirv = module(&["first", "a_longer_kernel_name"]);
        assert_eq!(extent(&spirv).unwrap(), spirv.len());
        let mut padded = spirv.clone();
        padded.extend([0; 64]);
        assert_eq!(extent(&padded).unwrap(), spirv.len());
        // After the last OpFunctionEnd, host data that happens to parse as instructions is not
        // part of the module.
        let mut with_function = spirv.clone();
        for word in [5 << 16 | 54, 1, 2, 0, 3, 1 << 16 | 56] {
            with_function.extend(u32::to_le_bytes(word));
        }
        let module_len = with_function.len();
        for word in [2 << 16 | 17, 6, 3 << 16 | 71, 1, 2] {
            with_function.extend(u32::to_le_bytes(word));
        }
        assert_eq!(extent(&with_function).unwrap(), module_len);
        // An instruction cut short is left out.
        assert!(extent(&spirv[..spirv.len() - 4]).unwrap() < spirv.len() - 4);
    }

    #[test]
    fn kernel_names_come_from_kernel_entry_points() {
        let spirv = module(&["first", "a_longer_kernel_name", "abc"]);
        assert_eq!(
            kernel_names(&spirv).unwrap(),
            ["first", "a_longer_kernel_name", "abc"]
        );
    }

    #[test]
    fn headers_that_are_not_spirv_are_errors() {
        let spirv = module(&["k"]);
        assert!(extent(&spirv[..19]).is_err());
        assert!(extent(&spirv[..20]).is_err(), "no instruction");
        let mut bad_version = spirv.clone();
        bad_version[6] = 9;
        assert!(extent(&bad_version).unwrap_err().0.contains("version"));
        let mut bad_schema = spirv.clone();
        bad_schema[16] = 1;
        assert!(extent(&bad_schema).is_err());
        assert!(extent(b"\x03\x02\x23").is_err());
    }
}
