//! Register pressure: how many GRFs hold a value that is still to be read, at each instruction,
//! from the def/use of the operands (see [`crate::operands`]) and a backward liveness over the
//! listing's basic blocks, tracked per dword so that scalars sharing a register are told apart.
//!
//! What it is, and is not: the listing is after register allocation, so this counts the
//! physical GRFs that are live, which is what decides spilling. It is conservative where the
//! listing is silent: every branch may also fall through (SIMT divergence runs both sides), a
//! predicated or strided write does not end the old value, and registers only read (the thread
//! payload in r0, arguments) are live from the start. It does not see the registers the
//! compiler reserves, so the peak can sit a few GRFs below the mode's count in a kernel that
//! spills.

use crate::instruction::{Class, Instruction, SendKind};
use crate::listing::Listing;
use crate::operands::MAX_GRF;
use serde::{Deserialize, Serialize};

/// Live GRFs per instruction, and where they peak.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pressure {
    /// Per instruction of [`Listing::code`]: GRFs live while it runs (read later, or written
    /// by it).
    pub live: Vec<u16>,
    /// The highest of them, and the first instruction (index and byte offset) where it is.
    pub peak: u16,
    pub peak_index: usize,
    pub peak_offset: u32,
    /// The GRF size the spans were measured in.
    pub grf_bytes: u32,
}

/// Dwords of the largest register file: 256 GRFs of 64 bytes.
const DWORDS: usize = MAX_GRF as usize * 16;

/// A set of dwords of the register file.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Set([u64; DWORDS / 64]);

impl Default for Set {
    fn default() -> Set {
        Set([0; DWORDS / 64])
    }
}

impl Set {
    /// Applies `f` to each word of the set that dwords `first..=last` touch, with the mask of
    /// those dwords in it.
    fn each_word(&mut self, first: u32, last: u32, mut f: impl FnMut(&mut u64, u64)) {
        let last = last.min(DWORDS as u32 - 1);
        if first > last {
            return;
        }
        let (first_word, last_word) = (first / 64, last / 64);
        for w in first_word..=last_word {
            let low = if w == first_word { first % 64 } else { 0 };
            let high = if w == last_word { last % 64 } else { 63 };
            let mask = (u64::MAX >> (63 - (high - low))) << low;
            f(&mut self.0[w as usize], mask);
        }
    }
    fn insert(&mut self, first: u32, last: u32) {
        self.each_word(first, last, |word, mask| *word |= mask);
    }
    fn remove(&mut self, first: u32, last: u32) {
        self.each_word(first, last, |word, mask| *word &= !mask);
    }
    fn union_with(&mut self, other: &Set) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
    /// GRFs of `per_grf` dwords (a power of two dividing 64: 8 or 16) with any dword in the
    /// set: each GRF's bits are folded into its lowest (shifts of half, a quarter, … of a GRF
    /// never reach past it), whose count is the answer.
    fn grfs(&self, per_grf: u32) -> u16 {
        debug_assert!(
            per_grf.is_power_of_two() && per_grf <= 64,
            "{per_grf} dwords per GRF"
        );
        let per_grf = per_grf.clamp(1, 64);
        let lowest_bits = if per_grf == 64 {
            1
        } else {
            u64::MAX / ((1u64 << per_grf) - 1)
        };
        let mut n = 0;
        for &word in &self.0 {
            let mut folded = word;
            let mut shift = per_grf / 2;
            while shift > 0 {
                folded |= folded >> shift;
                shift /= 2;
            }
            n += (folded & lowest_bits).count_ones() as u16;
        }
        n
    }
}

/// What one instruction does to liveness: the dwords it reads, those it overwrites whole
/// (ending their old values), and those it writes at all.
struct Effect {
    reads: Vec<(u32, u32)>,
    kills: Option<(u32, u32)>,
    writes: Option<(u32, u32)>,
}

fn effect(i: &Instruction, grf_bytes: u32) -> Effect {
    // Spans that run past r255 (a long send from a high register) stop at the file's end.
    let end = u32::from(MAX_GRF) * grf_bytes / 4 - 1;
    let dwords = |(first, last): (u32, u32)| ((first / 4).min(end), (last / 4).min(end));
    let reads = i
        .operands
        .srcs
        .iter()
        .map(|a| dwords(a.bytes(grf_bytes)))
        .collect();
    let writes = i.operands.dst.map(|a| a.bytes(grf_bytes));
    // Only the dwords a dense, unpredicated write covers completely lose their old value.
    let kills = i
        .operands
        .dst
        .filter(|a| a.dense && !i.predicated)
        .and_then(|a| {
            let (first, last) = a.bytes(grf_bytes);
            let (first, last) = (first.div_ceil(4), ((last + 1) / 4).min(end + 1));
            (last > first).then(|| (first, last - 1))
        });
    Effect {
        reads,
        kills,
        writes: writes.map(dwords),
    }
}

/// `live` before `e` runs, given `live` after it.
fn step_back(live: &mut Set, e: &Effect) {
    if let Some((first, last)) = e.kills {
        live.remove(first, last);
    }
    for &(first, last) in &e.reads {
        live.insert(first, last);
    }
}

/// Backward sweeps over the blocks until nothing changes, at most this many: each sweep
/// carries liveness around one more level of loop nesting, so real kernels settle in a few,
/// and hostile text stays linear.
const MAX_SWEEPS: usize = 32;

/// Live GRFs per instruction of `listing`'s code, for a part whose GRFs are `grf_bytes` wide
/// (32 or 64).
pub fn pressure(listing: &Listing, grf_bytes: u32) -> Pressure {
    let grf_bytes = if grf_bytes <= 32 { 32 } else { 64 };
    let code = listing.code();
    let effects: Vec<Effect> = code.iter().map(|i| effect(i, grf_bytes)).collect();
    let blocks = blocks(listing, code);
    let mut live_in = vec![Set::default(); blocks.len()];
    let live_out = |live_in: &[Set], b: &Block| {
        let mut out = Set::default();
        for &s in &b.successors {
            out.union_with(&live_in[s]);
        }
        out
    };
    for _ in 0..MAX_SWEEPS {
        let mut changed = false;
        for (k, b) in blocks.iter().enumerate().rev() {
            let mut live = live_out(&live_in, b);
            for e in effects[b.first..=b.last].iter().rev() {
                step_back(&mut live, e);
            }
            if live != live_in[k] {
                live_in[k] = live;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let per_grf = grf_bytes / 4;
    let mut live = vec![0u16; code.len()];
    for b in &blocks {
        let mut after = live_out(&live_in, b);
        for k in (b.first..=b.last).rev() {
            let mut during = after;
            if let Some((first, last)) = effects[k].writes {
                during.insert(first, last);
            }
            step_back(&mut after, &effects[k]);
            during.union_with(&after);
            live[k] = during.grfs(per_grf);
        }
    }
    let (peak_index, peak) =
        live.iter().copied().enumerate().fold(
            (0, 0),
            |best, (k, n)| if n > best.1 { (k, n) } else { best },
        );
    Pressure {
        peak_offset: code.get(peak_index).map_or(0, |i| i.offset),
        live,
        peak,
        peak_index,
        grf_bytes,
    }
}

/// A basic block: instructions `first..=last`, and the blocks control may go to after it.
struct Block {
    first: usize,
    last: usize,
    successors: Vec<usize>,
}

/// The code's basic blocks: a block starts at a label and after a branch or end of thread.
/// Control may go from a block's last instruction to the next block, unless that instruction
/// ends the thread or jumps unconditionally, and to every label it names.
fn blocks(listing: &Listing, code: &[Instruction]) -> Vec<Block> {
    let mut starts = vec![false; code.len()];
    if let Some(first) = starts.first_mut() {
        *first = true;
    }
    for &at in listing.labels.values() {
        if at < code.len() {
            starts[at] = true;
        }
    }
    for (k, i) in code.iter().enumerate() {
        let ends_block = i.class == Class::Control || i.send == Some(SendKind::EndOfThread);
        if ends_block && k + 1 < code.len() {
            starts[k + 1] = true;
        }
    }
    let firsts: Vec<usize> = (0..code.len()).filter(|&k| starts[k]).collect();
    let mut block_of = vec![0usize; code.len()];
    for (b, &first) in firsts.iter().enumerate() {
        let last = firsts.get(b + 1).map_or(code.len(), |&n| n) - 1;
        block_of[first..=last].fill(b);
    }
    firsts
        .iter()
        .enumerate()
        .map(|(b, &first)| {
            let last = firsts.get(b + 1).map_or(code.len(), |&n| n) - 1;
            let i = &code[last];
            let mut successors: Vec<usize> = i
                .targets
                .iter()
                .filter_map(|t| listing.labels.get(t).copied())
                .filter(|&at| at < code.len())
                .map(|at| block_of[at])
                .collect();
            let base = i.mnemonic.split('.').next().unwrap_or("");
            let ends = i.send == Some(SendKind::EndOfThread)
                || (i.class == Class::Control
                    && !i.predicated
                    && (base == "jmpi" || base == "ret" || base == "halt"));
            if !ends && b + 1 < firsts.len() {
                successors.push(b + 1);
            }
            successors.sort_unstable();
            successors.dedup();
            Block {
                first,
                last,
                successors,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The word-wise set against one bit at a time, over spans within, across and past words.
    #[test]
    fn the_set_inserts_removes_and_counts_as_dword_by_dword_would() {
        let spans = [
            (0, 0),
            (3, 70),
            (60, 63),
            (64, 64),
            (100, 300),
            (4000, 5000),
            (7, 6),
        ];
        let mut set = Set::default();
        let mut bits = vec![false; DWORDS];
        for (k, &(first, last)) in spans.iter().enumerate() {
            for d in first..=last.min(DWORDS as u32 - 1) {
                bits[d as usize] = k % 3 != 2;
            }
            if k % 3 == 2 {
                set.remove(first, last);
            } else {
                set.insert(first, last);
            }
            for (d, &bit) in bits.iter().enumerate() {
                assert_eq!(
                    set.0[d / 64] >> (d % 64) & 1 == 1,
                    bit,
                    "dword {d} after {k}"
                );
            }
            for per_grf in [8u32, 16] {
                let expected = bits
                    .chunks(per_grf as usize)
                    .filter(|grf| grf.iter().any(|&b| b))
                    .count();
                assert_eq!(set.grfs(per_grf) as usize, expected, "{per_grf} after {k}");
            }
        }
    }

    #[test]
    fn a_value_is_live_from_its_write_to_its_last_read() {
        let text = "\
        mov (16|M0)  r10.0<1>:f  0x0:f
        mov (16|M0)  r11.0<1>:f  0x0:f
        add (16|M0)  r12.0<1>:f  r10.0<1;1,0>:f  r11.0<1;1,0>:f
        mov (16|M0)  r13.0<1>:f  r12.0<1;1,0>:f
(W)     send.gtwy (1|M0)  null  r127  null:0  0x0  0x02000010  {EOT} // wr:1+0, rd:0; end of thread
";
        let p = pressure(&crate::parse(text), 64);
        // r127 (the EOT payload) is live throughout; r10 and r11 until the add.
        assert_eq!(p.live, [2, 3, 4, 3, 1]);
        assert_eq!((p.peak, p.peak_index), (4, 2));
    }

    #[test]
    fn values_read_in_a_loop_stay_live_around_it() {
        let text = "\
L0:
        mov (16|M0)  r10.0<1>:f  0x0:f
L16:
        mov (16|M0)  r11.0<1>:f  r10.0<1;1,0>:f
        mov (16|M0)  r12.0<1>:f  r11.0<1;1,0>:f
(f0.0)  while (16|M0)   L16
        mov (16|M0)  r13.0<1>:f  r12.0<1;1,0>:f
";
        let p = pressure(&crate::parse(text), 64);
        // r10 is read on every trip, so it is live at the loop's end too.
        assert_eq!(p.live, [1, 2, 3, 2, 2]);
    }
}
