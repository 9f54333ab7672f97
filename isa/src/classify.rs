//! One instruction line of an IGA listing: its parts, and the class its mnemonic (and, for
//! sends, IGA's comment on the message) puts it in.

use crate::instruction::{Class, Instruction, LoadShape, Scratch, SendKind};
use crate::operands::{self, Kind};

const MATH: &[&str] = &[
    "add", "add3", "addc", "subb", "mul", "mach", "macl", "mac", "mad", "madm", "math", "avg",
    "cmp", "cmpn", "and", "or", "xor", "not", "bfn", "shl", "shr", "asr", "rol", "ror", "bfe",
    "bfi1", "bfi2", "bfrev", "cbit", "fbh", "fbl", "lzd", "dp2", "dp3", "dp4", "dp4a", "dph",
    "line", "lrp", "pln", "frc", "rndd", "rnde", "rndu", "rndz", "sad2", "sada2", "msave", "mrest",
    "dim",
];
const CONVERSION: &[&str] = &["fcvt", "srnd"];
const MOVE: &[&str] = &["mov", "movi", "smov", "sel", "csel"];
const CONTROL: &[&str] = &[
    "jmpi", "brc", "brd", "if", "else", "endif", "while", "break", "cont", "halt", "call", "calla",
    "ret", "goto", "join",
];
const SYNC: &[&str] = &["sync", "wait"];
const SEND: &[&str] = &["send", "sends", "sendc", "sendsc"];
const DPAS: &[&str] = &["dpas", "dpasw"];

/// Parses `line` (trimmed, not a label) found at `line_number`, starting at byte `offset`;
/// also returns whether the instruction is compacted.
pub fn instruction(line: &str, line_number: usize, offset: u32) -> (Instruction, bool) {
    let (code, comment, options) = split_line(line);
    let compacted = options.split(',').any(|o| o.trim() == "Compacted");
    let (rest, predicated) = without_predicate(code.trim());
    let mut words = rest.split_whitespace();
    let mnemonic = words.next().unwrap_or("").to_owned();
    let after_mnemonic: Vec<&str> = words.collect();
    let exec_size = after_mnemonic
        .first()
        .and_then(|w| w.strip_prefix('('))
        .and_then(|w| w.split(['|', ')']).next())
        .and_then(|n| n.parse().ok());
    let base = mnemonic.split('.').next().unwrap_or("");
    let mut class = class_of(base);
    // The destination follows the execution size (sends and branches have none worth reading).
    let writes_null = after_mnemonic
        .iter()
        .skip(usize::from(exec_size.is_some()))
        .find(|w| !w.starts_with('('))
        .is_some_and(|dst| dst.starts_with("null"));
    let operand_words =
        &after_mnemonic[usize::from(exec_size.is_some()).min(after_mnemonic.len())..];
    let operands = operands::parse(&mnemonic, exec_size.unwrap_or(1), operand_words, comment);
    if base == "mov" && changes_type(&operands) {
        class = Class::Conversion;
    }
    let (send, scratch, shape) = if class == Class::Send {
        let (kind, scratch, shape) = send_message(comment, options);
        if matches!(kind, SendKind::Fence | SendKind::Barrier) {
            class = Class::Sync;
        }
        (Some(kind), scratch, shape)
    } else {
        (None, None, None)
    };
    let targets = if class == Class::Control {
        after_mnemonic
            .iter()
            .filter(|w| is_label_reference(w))
            .map(|w| (*w).to_owned())
            .collect()
    } else {
        Vec::new()
    };
    (
        Instruction {
            line: line_number,
            offset,
            mnemonic,
            exec_size,
            class,
            send,
            scratch,
            targets,
            writes_null,
            shape,
            predicated,
            operands,
        },
        compacted,
    )
}

/// A listing line's code, its comment (`// …`, trimmed) and its options (`{…}`).
fn split_line(line: &str) -> (&str, Option<&str>, &str) {
    let (code, comment) = match line.find("//") {
        Some(at) => (&line[..at], Some(line[at + 2..].trim())),
        None => (line, None),
    };
    match (code.find('{'), code.rfind('}')) {
        (Some(open), Some(close)) if open < close => {
            (&code[..open], comment, &code[open + 1..close])
        }
        _ => (code, comment, ""),
    }
}

/// The code after its predicate (`(W)`, `(f0.0)`, `(~f1.0.any16h)`; `(W&f0.0)` on newer IGA),
/// and whether the predicate reads a flag.
fn without_predicate(code: &str) -> (&str, bool) {
    if !code.starts_with('(') {
        return (code, false);
    }
    let predicated = code[..code.find(')').unwrap_or(0)].contains('f');
    let rest = code
        .find(')')
        .map_or("", |end| code[end + 1..].trim_start());
    (rest, predicated)
}

/// The class of a mnemonic without its modifiers (`send`, not `send.ugm`), in the order the
/// lists are tried.
fn class_of(base: &str) -> Class {
    const CLASSES: [(&[&str], Class); 7] = [
        (SEND, Class::Send),
        (DPAS, Class::Dpas),
        (MATH, Class::Math),
        (CONVERSION, Class::Conversion),
        (MOVE, Class::Move),
        (CONTROL, Class::Control),
        (SYNC, Class::Sync),
    ];
    CLASSES
        .iter()
        .find(|(mnemonics, _)| mnemonics.contains(&base))
        .map_or(Class::Other, |&(_, class)| class)
}

/// A send's message from IGA's comment (`// wr:…, rd:…; load.ugm.d32.a64`) and its options
/// (`EOT`): what it does, whether it touches scratch, and for loads how they address memory.
fn send_message(
    comment: Option<&str>,
    options: &str,
) -> (SendKind, Option<Scratch>, Option<LoadShape>) {
    let message = comment
        .map(|c| c.rsplit(';').next().unwrap_or(c).trim())
        .unwrap_or("");
    let eot = options.split(',').any(|o| o.trim() == "EOT");
    let (kind, scratch) = describe_message(message, eot);
    let shape = (kind == SendKind::Load && scratch.is_none()).then(|| load_shape(message));
    (kind, scratch, shape)
}

/// IGA names branch targets `L<offset>` (or `_L…`/`.L…` in assembled input).
fn is_label_reference(word: &str) -> bool {
    let name = word.trim_start_matches(['_', '.']);
    name.strip_prefix('L').is_some_and(|rest| {
        !rest.is_empty() && rest.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// Whether a `mov`'s destination and first source differ in kind (integer/float) or size:
/// `mov r23.0<1>:f r9.0<1;1,0>:d` converts, `mov r10.0<2>:ud r1.0<1;1,0>:d` does not.
fn changes_type(operands: &operands::Operands) -> bool {
    matches!((operands.dst_type, operands.src_type), (Some(dst), Some(src)) if dst != src)
}

/// Whether a conversion turns integers into floats (`true`) or floats into integers.
pub fn converts_to_float(operands: &operands::Operands) -> Option<bool> {
    match (operands.dst_type?.0, operands.src_type?.0) {
        (Kind::Float, Kind::Int) => Some(true),
        (Kind::Int, Kind::Float) => Some(false),
        _ => None,
    }
}

/// A load's addressing, from IGA's words for its message.
fn load_shape(message: &str) -> LoadShape {
    let m = message.to_ascii_lowercase();
    let first = m.split(['.', ' ']).next().unwrap_or("");
    if first.contains("block2d") || m.contains("media block") {
        LoadShape::Block2d
    } else if m.contains("block read") || m.split('.').any(is_transposed) {
        LoadShape::Block
    } else {
        LoadShape::PerLane
    }
}

/// An LSC data size that is transposed (`d32x8t`, `d64x64t`): one block for the sub-group.
fn is_transposed(part: &str) -> bool {
    part.strip_suffix('t').is_some_and(|p| {
        p.starts_with('d')
            && p.contains('x')
            && p[1..].bytes().all(|b| b.is_ascii_digit() || b == b'x')
    })
}

/// A send's message from IGA's description of it: LSC (`load.ugm.d32.a64`, `store.slm…`,
/// `atomic_iadd.ugm…`, `fence.ugm…`; scratch through `.ss[…]` or `.scratch`) and the older data
/// port's words (`untyped surface read`, `hword scratch block write`, `signal barrier`, …).
pub fn describe_message(message: &str, eot: bool) -> (SendKind, Option<Scratch>) {
    let m = message.to_ascii_lowercase();
    let first = m.split(['.', ' ']).next().unwrap_or("");
    if eot || m.contains("end of thread") {
        return (SendKind::EndOfThread, None);
    }
    if first == "fence" || m.contains(" fence") || m.contains("fence ") {
        return (SendKind::Fence, None);
    }
    if m.contains("barrier") {
        return (SendKind::Barrier, None);
    }
    let lsc_scratch = m.contains(".ss[") || m.contains(".scratch");
    let legacy_scratch = m.contains("scratch");
    let slm = m.contains(".slm") || m.contains("slm ");
    let (kind, slm_kind) = if first.starts_with("atomic") || m.contains(" atomic ") {
        (SendKind::Atomic, SendKind::SlmAtomic)
    } else if first == "load" || first.starts_with("load_") || m.contains(" read") {
        (SendKind::Load, SendKind::SlmLoad)
    } else if first == "store" || first.starts_with("store_") || m.contains(" write") {
        (SendKind::Store, SendKind::SlmStore)
    } else {
        return (SendKind::Other, None);
    };
    let scratch = (lsc_scratch || legacy_scratch).then_some(match kind {
        SendKind::Store => Scratch::Spill,
        _ => Scratch::Fill,
    });
    (if slm { slm_kind } else { kind }, scratch)
}
