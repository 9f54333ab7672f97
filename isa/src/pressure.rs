//! Register pressure: how many GRFs hold a value that is still to be read, at each instruction,
//! from the def/use of the operands (see [`crate::operands`]) and a backward liveness over the
//! listing's control flow.
//!
//! What it is, and is not: the listing is after register allocation, so this counts the
//! physical GRFs that are live, which is what decides spilling. It is conservative where the
//! listing is silent: every branch may also fall through (SIMT divergence runs both sides), a
//! predicated write or one that covers part of a register does not end the old value, and
//! registers only read (the thread payload in r0, arguments) are live from the start. It does
//! not see the registers the compiler reserves, so the peak can sit a few GRFs below the mode's
//! count in a kernel that spills.

use super::{Class, Instruction, Listing, SendKind};
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

/// A set of GRFs r0..r255.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Set([u64; MAX_GRF as usize / 64]);

impl Set {
    fn insert_range(&mut self, first: u32, last: u32) {
        for r in first..=last.min(u32::from(MAX_GRF) - 1) {
            self.0[r as usize / 64] |= 1 << (r % 64);
        }
    }
    fn union(&self, other: &Set) -> Set {
        Set(std::array::from_fn(|k| self.0[k] | other.0[k]))
    }
    fn minus(&self, other: &Set) -> Set {
        Set(std::array::from_fn(|k| self.0[k] & !other.0[k]))
    }
    fn len(&self) -> u16 {
        self.0.iter().map(|w| w.count_ones() as u16).sum()
    }
}

/// Backward sweeps over the listing until nothing changes, at most this many: each sweep
/// carries liveness around one more level of loop nesting, so real kernels settle in a few,
/// and hostile text stays linear.
const MAX_SWEEPS: usize = 32;

/// Live GRFs per instruction of `listing`'s code, for a part whose GRFs are `grf_bytes` wide.
pub fn pressure(listing: &Listing, grf_bytes: u32) -> Pressure {
    let code = listing.code();
    let (uses, defs): (Vec<Set>, Vec<Set>) = code.iter().map(|i| use_def(i, grf_bytes)).unzip();
    let successors: Vec<Vec<usize>> = (0..code.len())
        .map(|k| successors(listing, code, k))
        .collect();
    let mut live_in = vec![Set::default(); code.len()];
    for _ in 0..MAX_SWEEPS {
        let mut changed = false;
        for k in (0..code.len()).rev() {
            let out = successors[k]
                .iter()
                .fold(Set::default(), |acc, &s| acc.union(&live_in[s]));
            let new_in = uses[k].union(&out.minus(&defs[k]));
            if new_in != live_in[k] {
                live_in[k] = new_in;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let live: Vec<u16> = (0..code.len())
        .map(|k| {
            let out = successors[k]
                .iter()
                .fold(Set::default(), |acc, &s| acc.union(&live_in[s]));
            live_in[k].union(&out).union(&defs[k]).len()
        })
        .collect();
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

/// The GRFs `i` reads, and those it overwrites completely (which ends their old values).
fn use_def(i: &Instruction, grf_bytes: u32) -> (Set, Set) {
    let mut uses = Set::default();
    for a in &i.operands.srcs {
        let (first, last, _) = a.grfs(grf_bytes);
        uses.insert_range(first, last);
    }
    let mut defs = Set::default();
    if let Some(dst) = &i.operands.dst {
        let (first, last, whole) = dst.grfs(grf_bytes);
        if whole && !i.predicated {
            defs.insert_range(first, last);
        } else {
            // A partial write keeps the rest of the register: it is read-modify-write here.
            uses.insert_range(first, last);
        }
    }
    (uses, defs)
}

/// Where control may go after instruction `k`: the next one, unless it ends the thread or
/// jumps unconditionally, and every label it names.
fn successors(listing: &Listing, code: &[Instruction], k: usize) -> Vec<usize> {
    let i = &code[k];
    let mut next: Vec<usize> = i
        .targets
        .iter()
        .filter_map(|t| listing.labels.get(t).copied())
        .filter(|&at| at < code.len())
        .collect();
    let base = i.mnemonic.split('.').next().unwrap_or("");
    let ends = i.send == Some(SendKind::EndOfThread)
        || (i.class == Class::Control
            && !i.predicated
            && (base == "jmpi" || base == "ret" || base == "halt"));
    if !ends && k + 1 < code.len() {
        next.push(k + 1);
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;

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
