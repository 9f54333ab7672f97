//! The registers an instruction reads and writes, from its operand text: `r12.3<8;8,1>:f`,
//! `r9.0<1>:q`, `-r19.0<1;1,0>:df`, `(abs)r62.0<0;1,0>:d`, a send's `r9` and `r13:2`, a dpas's
//! `r12:d`. A region's byte span follows from its strides, the type size and the execution
//! size (IGA's region rules); a send's lengths come from IGA's `wr:A+B, rd:C` comment, in whole
//! GRFs. Spans are kept in bytes from the start of the operand's register, because how many
//! GRFs they cover depends on the part's GRF size (32 bytes before Xe-HPC, 64 after), which
//! the listing does not say.

use serde::{Deserialize, Serialize};

/// How far an access reaches from its start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Extent {
    /// Bytes, from a region (`<V;W,H>` over the execution size).
    Bytes(u32),
    /// Whole registers, from a send's message lengths (`wr:4+2, rd:2`).
    Grfs(u16),
}

/// One general register access: `r<reg>` from byte `byte` of it on, for `extent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Access {
    pub reg: u16,
    pub byte: u16,
    pub extent: Extent,
    /// Whether every byte of the span is touched (a destination stride of 1, a send's
    /// registers); a write that is dense ends the old values of the bytes it covers.
    pub dense: bool,
}

impl Access {
    /// The bytes of the register file covered, first and last, with GRFs of `grf_bytes` bytes.
    pub fn bytes(&self, grf_bytes: u32) -> (u32, u32) {
        let grf_bytes = grf_bytes.max(1);
        let start = u32::from(self.reg) * grf_bytes + u32::from(self.byte);
        let len = match self.extent {
            Extent::Bytes(len) => len,
            Extent::Grfs(n) => u32::from(n) * grf_bytes,
        };
        (start, start + len.max(1) - 1)
    }
}

/// An element type that matters to the rules: its size and whether it is 64-bit integer or
/// double-precision float.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Int,
    Float,
}

/// IGA's type suffix: (kind, bytes).
pub fn element_type(suffix: &str) -> Option<(Kind, u8)> {
    Some(match suffix {
        "b" | "ub" => (Kind::Int, 1),
        "w" | "uw" => (Kind::Int, 2),
        "d" | "ud" => (Kind::Int, 4),
        "q" | "uq" => (Kind::Int, 8),
        "hf" | "bf" => (Kind::Float, 2),
        "f" | "tf32" => (Kind::Float, 4),
        "df" => (Kind::Float, 8),
        "bf8" | "hf8" => (Kind::Float, 1),
        _ => return None,
    })
}

/// What an instruction's operands say: the register it writes, those it reads, and the
/// element types of its destination and first source.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operands {
    pub dst: Option<Access>,
    pub srcs: Vec<Access>,
    pub dst_type: Option<(Kind, u8)>,
    pub src_type: Option<(Kind, u8)>,
}

/// Operand reads of one instruction at most (ternary sources and a send's two payloads).
const MAX_SOURCES: usize = 4;
/// Registers above this are not GRFs of any part (256 in large GRF mode).
pub const MAX_GRF: u16 = 256;

/// Reads `words` (the operands after the mnemonic and execution size) of an instruction with
/// `mnemonic` and `exec_size`; `comment` is IGA's decoding of a send's descriptor.
pub fn parse(mnemonic: &str, exec_size: u16, words: &[&str], comment: Option<&str>) -> Operands {
    let base = mnemonic.split('.').next().unwrap_or("");
    // `cmp (32|M0) (gt)f1.0 null<1>:d …`: the condition modifier is not an operand.
    let words: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| !w.starts_with('(') || w.starts_with("(abs)"))
        .collect();
    if base.starts_with("send") {
        return send(&words, comment);
    }
    if base == "dpas" || base == "dpasw" {
        return dpas(mnemonic, exec_size, &words);
    }
    let mut ops = Operands::default();
    for (k, word) in words.iter().take(1 + MAX_SOURCES).enumerate() {
        let Some(reg) = Region::parse(word) else {
            // The first word is the destination even when it is not a GRF (null, acc0, f0.0).
            if k == 0 {
                ops.dst_type = type_of(word);
            } else if k == 1 {
                ops.src_type = type_of(word);
            }
            continue;
        };
        let access = reg.access(exec_size, k == 0);
        if k == 0 {
            ops.dst = access;
            ops.dst_type = reg.ty;
        } else {
            if k == 1 {
                ops.src_type = reg.ty;
            }
            ops.srcs.extend(access);
        }
    }
    ops
}

/// The type suffix of any operand, GRF or not (`acc0.0<1>:df`, `0x3FF0:df`).
fn type_of(word: &str) -> Option<(Kind, u8)> {
    word.rsplit_once(':').and_then(|(_, t)| element_type(t))
}

/// `r<n>` with its subregister, region and type, as IGA prints a GRF operand.
struct Region {
    reg: u16,
    sub: u16,
    /// `<V;W,H>`, `<V;H>` (ternary sources), `<H>` (destinations, third sources); empty when
    /// the operand has none.
    strides: Vec<u32>,
    ty: Option<(Kind, u8)>,
}

impl Region {
    fn parse(word: &str) -> Option<Region> {
        let word = word
            .trim_start_matches(['-', '~'])
            .trim_start_matches("(abs)");
        let rest = word.strip_prefix('r')?;
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let reg: u16 = rest[..digits].parse().ok().filter(|&r| r < MAX_GRF)?;
        let mut rest = &rest[digits..];
        let mut sub = 0;
        if let Some(after) = rest.strip_prefix('.') {
            let n = after.bytes().take_while(u8::is_ascii_digit).count();
            sub = after[..n].parse().unwrap_or(0);
            rest = &after[n..];
        }
        let mut strides = Vec::new();
        if let Some(after) = rest.strip_prefix('<') {
            let close = after.find('>')?;
            strides = after[..close]
                .split([';', ','])
                .map(|s| s.trim().parse::<u32>().unwrap_or(0).min(64))
                .collect();
            rest = &after[close + 1..];
        }
        let ty = rest.strip_prefix(':').and_then(element_type);
        Some(Region {
            reg,
            sub,
            strides,
            ty,
        })
    }

    /// The bytes it spans at `exec_size` lanes: rows of `width` elements `h` apart, rows `v`
    /// apart (a destination's `<H>` is one row of every lane).
    fn access(&self, exec_size: u16, is_dst: bool) -> Option<Access> {
        let size = u32::from(self.ty.map_or(4, |t| t.1));
        let lanes = u32::from(exec_size.max(1));
        let (v, w, h) = match self.strides[..] {
            [h] if is_dst => (0, lanes, h),
            [h] => (h, 1, 0),
            [v, h] => (v, 1, h),
            [v, w, h, ..] => (v, w.max(1), h),
            _ => (1, 1, 0),
        };
        let rows = lanes.div_ceil(w);
        let elements = (rows - 1) * v + (w.min(lanes) - 1) * h + 1;
        Some(Access {
            reg: self.reg,
            byte: u16::try_from(u32::from(self.sub) * size).ok()?,
            extent: Extent::Bytes(elements * size),
            dense: elements == 1 || elements == lanes,
        })
    }
}

/// `send (32|M0) r9 r5 r13:2 … // wr:4+2, rd:2; …`: destination, payload, extended payload.
fn send(words: &[&str], comment: Option<&str>) -> Operands {
    let lengths = comment.and_then(|c| c.split(';').next()).unwrap_or("");
    let field = |key: &str| -> Option<&str> {
        let at = lengths.find(key)? + key.len();
        Some(lengths[at..].split([',', ' ']).next().unwrap_or(""))
    };
    // `1h` is half a register: it still occupies one.
    let grfs = |s: &str| -> u16 {
        let (n, half) = match s.strip_suffix('h') {
            Some(n) => (n, true),
            None => (s, false),
        };
        n.parse::<u16>().unwrap_or(0).max(u16::from(half))
    };
    let (wr0, wr1) = field("wr:")
        .and_then(|w| w.split_once('+'))
        .map_or((1, 0), |(a, b)| (grfs(a), grfs(b)));
    let rd = field("rd:").map_or(0, grfs);
    let reg = |word: Option<&&str>, len: u16| -> Option<Access> {
        let word = word?.split(':').next()?;
        let reg: u16 = word
            .strip_prefix('r')?
            .parse()
            .ok()
            .filter(|&r| r < MAX_GRF)?;
        (len > 0).then_some(Access {
            reg,
            byte: 0,
            extent: Extent::Grfs(len),
            dense: true,
        })
    };
    Operands {
        dst: reg(words.first(), rd),
        srcs: [reg(words.get(1), wr0), reg(words.get(2), wr1)]
            .into_iter()
            .flatten()
            .collect(),
        dst_type: None,
        src_type: None,
    }
}

/// `dpas.SxR (E|M0) dst src0 src1 src2`: the accumulator and result are R rows of E dwords,
/// src1 (B) S rows of E dwords, src2 (A) R rows of S dwords.
fn dpas(mnemonic: &str, exec_size: u16, words: &[&str]) -> Operands {
    let (depth, repeat) = mnemonic
        .split('.')
        .nth(1)
        .and_then(|d| d.split_once('x'))
        .and_then(|(s, r)| Some((s.parse::<u32>().ok()?, r.parse::<u32>().ok()?)))
        .map_or((8, 8), |(s, r)| (s.min(16), r.min(16)));
    let lanes = u32::from(exec_size.max(1));
    let sizes = [
        repeat * lanes * 4,
        repeat * lanes * 4,
        depth * lanes * 4,
        repeat * depth * 4,
    ];
    let mut ops = Operands::default();
    for (k, (word, bytes)) in words.iter().zip(sizes).enumerate() {
        let Some(reg) = Region::parse(word) else {
            continue;
        };
        let access = Access {
            reg: reg.reg,
            byte: 0,
            extent: Extent::Bytes(bytes),
            dense: true,
        };
        if k == 0 {
            ops.dst = Some(access);
            ops.dst_type = reg.ty;
        } else {
            ops.srcs.push(access);
        }
    }
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    /// First and last GRF, and whether the span is whole registers.
    fn grfs_of(a: &Access, grf: u32) -> (u32, u32, bool) {
        let (first, last) = a.bytes(grf);
        let whole = first.is_multiple_of(grf) && (last + 1).is_multiple_of(grf);
        (first / grf, last / grf, whole)
    }

    fn grfs(op: &str, exec: u16, dst: bool, grf: u32) -> (u32, u32, bool) {
        grfs_of(&Region::parse(op).unwrap().access(exec, dst).unwrap(), grf)
    }

    #[test]
    fn regions_span_what_iga_says() {
        // 16 lanes of :f contiguous: 64 bytes, one GRF on pvc, two on dg2.
        assert_eq!(grfs("r12.0<1;1,0>:f", 16, false, 64), (12, 12, true));
        assert_eq!(grfs("r12.0<1;1,0>:f", 16, false, 32), (12, 13, true));
        // A scalar: one element.
        assert_eq!(grfs("r4.6<0;1,0>:q", 16, false, 64), (4, 4, false));
        // 16 lanes of :q written with stride 1: 128 bytes.
        assert_eq!(grfs("r16.0<1>:q", 16, true, 64), (16, 17, true));
        // <2;1,0>:ud reads every other dword: 31 dwords.
        assert_eq!(grfs("r68.0<2;1,0>:ud", 16, false, 64), (68, 69, false));
        // Ternary <1;0> is contiguous, <0;0> scalar.
        assert_eq!(grfs("r26.0<1;0>:f", 32, false, 64), (26, 27, true));
        assert_eq!(grfs("-r2.0<0;0>:d", 32, false, 64), (2, 2, false));
        assert_eq!(grfs("(abs)r62.1<0;1,0>:d", 32, false, 64), (62, 62, false));
    }

    #[test]
    fn sends_take_their_lengths_from_the_comment() {
        let ops = parse(
            "send.ugm",
            32,
            &["null", "r46", "r50:2", "0x0", "0x0800058C"],
            Some("wr:4+2, rd:0; atomic_iadd.ugm.d32.a64"),
        );
        assert_eq!(ops.dst, None);
        let regs: Vec<_> = ops.srcs.iter().map(|a| grfs_of(a, 64)).collect();
        assert_eq!(regs, [(46, 49, true), (50, 51, true)]);
        let ops = parse(
            "send.dc0",
            8,
            &["r1", "r127", "null:0"],
            Some("wr:1h+0, rd:2; oword aligned block read x4"),
        );
        assert_eq!(grfs_of(&ops.dst.unwrap(), 32), (1, 2, true));
        assert_eq!(grfs_of(&ops.srcs[0], 32), (127, 127, true));
    }

    #[test]
    fn dpas_operands_are_matrices() {
        let ops = parse(
            "dpas.8x8",
            16,
            &["r12:d", "r12:d", "r37:b", "r33.0:b"],
            None,
        );
        assert_eq!(grfs_of(&ops.dst.unwrap(), 64), (12, 19, true));
        let regs: Vec<_> = ops.srcs.iter().map(|a| grfs_of(a, 64)).collect();
        assert_eq!(regs, [(12, 19, true), (37, 44, true), (33, 36, true)]);
    }

    #[test]
    fn condition_modifiers_and_non_grf_operands_are_skipped() {
        let ops = parse(
            "cmp",
            32,
            &["(gt)f1.0", "null<1>:d", "r21.0<1;1,0>:d", "0:w"],
            None,
        );
        assert_eq!(ops.dst, None);
        assert_eq!(ops.dst_type, Some((Kind::Int, 4)));
        assert_eq!(ops.srcs.len(), 1);
        assert_eq!(parse("mov", 16, &["r300.0<1>:f", "r1"], None).dst, None);
    }
}
