//! A kernel's listing, parsed into instructions and labels, and what it holds, counted.

use crate::classify;
use crate::instruction::{Class, Instruction, Scratch, SendKind};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// A listing, parsed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Listing {
    pub instructions: Vec<Instruction>,
    /// Label name to the index of the instruction that follows it.
    #[serde(skip)]
    pub labels: HashMap<String, usize>,
    /// Whether every `L<n>` label named the offset the instruction sizes add up to: when true,
    /// offsets can be trusted for source-line mapping.
    pub offsets_verified: bool,
    /// Instructions after the last end-of-thread send that are padding (`illegal`, `nop`,
    /// moves to `null`) rather than code: not counted anywhere else.
    pub padding: usize,
}

/// What a listing holds, counted.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Analysis {
    /// Instructions of the kernel, padding excluded.
    pub instructions: usize,
    pub mix: Mix,
    pub sends: SendMix,
    /// Sends that write registers to scratch memory.
    pub spills: usize,
    /// Sends that read them back.
    pub fills: usize,
    /// Backward branches and the instructions they repeat, in listing order.
    pub loops: Vec<Loop>,
}

/// Instructions per [`Class`]. The report keeps it as is (`aotspy_report::Mix`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Mix {
    pub send: usize,
    pub dpas: usize,
    pub math: usize,
    pub conversion: usize,
    #[serde(rename = "move")]
    pub moves: usize,
    pub control: usize,
    pub sync: usize,
    pub other: usize,
}

/// Sends per [`SendKind`]; `slm` counts those (of any kind) to shared local memory. The report
/// keeps it as is (`aotspy_report::SendMix`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SendMix {
    pub load: usize,
    pub store: usize,
    pub atomic: usize,
    pub fence: usize,
    pub barrier: usize,
    pub end_of_thread: usize,
    pub other: usize,
    pub slm: usize,
}

/// A backward branch: instructions `first..=last` (indexes into [`Listing::instructions`]) run
/// again each time it is taken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Loop {
    pub first: usize,
    pub last: usize,
    pub first_offset: u32,
    pub last_offset: u32,
    pub instructions: usize,
    /// The branch that closes the loop (`while`, `goto.b`, `jmpi`, `brc`).
    pub branch: String,
    /// 1 for an outermost loop, 2 for a loop inside it, …
    pub depth: u32,
}

const FULL_INSTRUCTION_BYTES: u32 = 16;
/// Loop nesting is counted this deep at most.
const MAX_LOOP_DEPTH: usize = 64;
const COMPACT_INSTRUCTION_BYTES: u32 = 8;

/// Parses one kernel's listing.
pub fn parse(text: &str) -> Listing {
    let mut instructions = Vec::new();
    let mut labels = HashMap::new();
    let mut offset: u32 = 0;
    let mut offsets_verified = true;
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with("//") || line.starts_with("/*") {
            continue;
        }
        if let Some(label) = label_of(line) {
            if let Some(named) = label.strip_prefix('L').and_then(|n| n.parse::<u32>().ok()) {
                offsets_verified &= named == offset;
            }
            labels.insert(label.to_owned(), instructions.len());
            continue;
        }
        let parsed = classify::instruction(line, index + 1, offset);
        offset = offset.saturating_add(if parsed.1 {
            COMPACT_INSTRUCTION_BYTES
        } else {
            FULL_INSTRUCTION_BYTES
        });
        instructions.push(parsed.0);
    }
    let padding = trailing_padding(&instructions, &labels);
    Listing {
        instructions,
        labels,
        offsets_verified,
        padding,
    }
}

/// `L672` from `L672:`; labels are one word.
fn label_of(line: &str) -> Option<&str> {
    let label = line.strip_suffix(':')?;
    (!label.is_empty()
        && label
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
    .then_some(label)
}

/// The run of padding after the last end-of-thread send, unless a branch lands in it.
fn trailing_padding(instructions: &[Instruction], labels: &HashMap<String, usize>) -> usize {
    let Some(eot) = instructions
        .iter()
        .rposition(|i| i.send == Some(SendKind::EndOfThread))
    else {
        return 0;
    };
    let tail = &instructions[eot + 1..];
    let is_padding = |i: &Instruction| {
        i.mnemonic == "illegal" || i.mnemonic == "nop" || (i.mnemonic == "mov" && i.writes_null)
    };
    if !tail.iter().all(is_padding) {
        return 0;
    }
    let targeted = instructions
        .iter()
        .flat_map(|i| &i.targets)
        .any(|t| labels.get(t).is_some_and(|&at| at > eot));
    if targeted {
        0
    } else {
        tail.len()
    }
}

impl Listing {
    /// The kernel's instructions: the listing without its padding.
    pub fn code(&self) -> &[Instruction] {
        &self.instructions[..self.instructions.len() - self.padding]
    }

    /// Per instruction of [`Listing::code`], the depth of the innermost loop holding it (0
    /// outside every loop).
    pub fn loop_depths(&self, loops: &[Loop]) -> Vec<u32> {
        let mut depth = vec![0u32; self.code().len()];
        for l in loops {
            for d in &mut depth[l.first..=l.last] {
                *d = (*d).max(l.depth);
            }
        }
        depth
    }

    /// Counts what the listing holds and finds its loops.
    pub fn analyze(&self) -> Analysis {
        let code = self.code();
        let mut a = Analysis {
            instructions: code.len(),
            ..Analysis::default()
        };
        for i in code {
            let slot = match i.class {
                Class::Send => &mut a.mix.send,
                Class::Dpas => &mut a.mix.dpas,
                Class::Math => &mut a.mix.math,
                Class::Conversion => &mut a.mix.conversion,
                Class::Move => &mut a.mix.moves,
                Class::Control => &mut a.mix.control,
                Class::Sync => &mut a.mix.sync,
                Class::Other => &mut a.mix.other,
            };
            *slot += 1;
            if let Some(kind) = i.send {
                let slot = match kind {
                    SendKind::Load | SendKind::SlmLoad => &mut a.sends.load,
                    SendKind::Store | SendKind::SlmStore => &mut a.sends.store,
                    SendKind::Atomic | SendKind::SlmAtomic => &mut a.sends.atomic,
                    SendKind::Fence => &mut a.sends.fence,
                    SendKind::Barrier => &mut a.sends.barrier,
                    SendKind::EndOfThread => &mut a.sends.end_of_thread,
                    SendKind::Other => &mut a.sends.other,
                };
                *slot += 1;
                a.sends.slm += usize::from(kind.is_slm());
            }
            match i.scratch {
                Some(Scratch::Spill) => a.spills += 1,
                Some(Scratch::Fill) => a.fills += 1,
                None => {}
            }
        }
        a.loops = self.loops(code.len());
        a
    }

    /// Every backward branch among the first `count` instructions, with nesting depth.
    fn loops(&self, count: usize) -> Vec<Loop> {
        let mut loops: Vec<Loop> = Vec::new();
        for (last, i) in self.instructions[..count].iter().enumerate() {
            if i.class != Class::Control {
                continue;
            }
            // The earliest backward target: a `goto.b`'s UIP, a `while`'s JIP.
            let Some(first) = i
                .targets
                .iter()
                .filter_map(|t| self.labels.get(t).copied())
                .filter(|&at| at <= last)
                .min()
            else {
                continue;
            };
            loops.push(Loop {
                first,
                last,
                first_offset: self.instructions[first].offset,
                last_offset: i.offset,
                instructions: last - first + 1,
                branch: i.mnemonic.clone(),
                depth: 1,
            });
        }
        // Depth: how many loops enclose each, by a sweep over starts with a stack of open ends.
        let mut order: Vec<usize> = (0..loops.len()).collect();
        order.sort_by_key(|&k| (loops[k].first, std::cmp::Reverse(loops[k].last)));
        let mut open: Vec<usize> = Vec::new();
        for k in order {
            while open.last().is_some_and(|&end| end < loops[k].first) {
                open.pop();
            }
            // Bounded, so hostile text with thousands of overlapping "loops" stays linear.
            let enclosing = open
                .iter()
                .rev()
                .take(MAX_LOOP_DEPTH)
                .filter(|&&end| end >= loops[k].last)
                .count();
            loops[k].depth = enclosing as u32 + 1;
            open.push(loops[k].last);
        }
        loops
    }
}

/// Instructions of a listing, padding after the end of thread left out: what `INSTR` counts.
pub fn count_instructions(text: &str) -> usize {
    parse(text).code().len()
}
