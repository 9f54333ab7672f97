//! The `.ze_info` section: YAML describing each kernel. IGC writes a small block-style subset
//! (mappings, sequences, plain and quoted scalars, one-line flow lists), so a small
//! indentation-driven parser is enough; it accepts the YAML variations NEO's own reader does
//! (sequences at their key's column, comments, document markers) and ignores unknown keys.

use crate::error::{err, Result};
use crate::kernel_info::KernelInfo;

/// Nesting beyond this is not zeInfo; the limit keeps hostile input from exhausting the stack.
const MAX_DEPTH: usize = 32;

/// Per-kernel facts from the `kernels:` list, with `code_bytes` left at 0 for the caller.
pub(crate) fn parse_kernels(text: &str) -> Result<Vec<KernelInfo>> {
    let document = parse_document(text)?;
    match document.get("kernels") {
        None => Ok(Vec::new()),
        Some(Node::Seq(kernels)) => kernels
            .iter()
            .enumerate()
            .map(|(index, kernel)| kernel_info(index, kernel))
            .collect(),
        Some(Node::Scalar("")) => Ok(Vec::new()),
        Some(_) => Err(err!("`kernels` is not a list")),
    }
}

fn kernel_info(index: usize, kernel: &Node) -> Result<KernelInfo> {
    let name = kernel
        .get("name")
        .and_then(Node::scalar)
        .filter(|name| !name.is_empty())
        .ok_or_else(|| err!("kernel #{index} has no name"))?;
    let context = |e: crate::error::Error| err!("kernel {name}: {e}");
    let env = kernel.get("execution_env");
    let env_number = |key: &str| -> Result<Option<u64>> {
        env.and_then(|env| env.get(key))
            .map(|value| value.number().map_err(|e| err!("execution_env.{key}: {e}")))
            .transpose()
    };
    let env_u32 = |key: &str| -> Result<Option<u32>> {
        env_number(key)?
            .map(|v| u32::try_from(v).map_err(|_| err!("execution_env.{key}: {v} exceeds 32 bits")))
            .transpose()
    };
    let simd_size = env_u32("simd_size").map_err(context)?;
    let grf_count = env_u32("grf_count").map_err(context)?;
    let slm_size = env_number("slm_size").map_err(context)?;
    let spill_size = env_number("spill_size").map_err(context)?;
    let private_size = env_number("private_size").map_err(context)?;

    let sizes = MemorySizes::of(kernel, simd_size, spill_size, private_size).map_err(context)?;

    Ok(KernelInfo {
        name: name.to_owned(),
        simd_size,
        grf_count,
        spill_bytes: sizes.spill,
        private_bytes: sizes.private,
        // zeInfo's default for an absent slm_size is 0.
        slm_bytes: Some(slm_size.unwrap_or(0)),
        scratch_bytes: Some(sizes.scratch),
        code_bytes: 0,
        execution_env: match env {
            Some(Node::Map(entries)) => entries
                .iter()
                .filter_map(|(key, value)| Some(((*key).to_owned(), value.scalar()?.to_owned())))
                .collect(),
            _ => Default::default(),
        },
    })
}

/// A kernel's per-thread memory, from its `per_thread_memory_buffers` and the sizes its
/// execution_env declares.
struct MemorySizes {
    spill: Option<u64>,
    private: Option<u64>,
    scratch: u64,
}

impl MemorySizes {
    fn of(
        kernel: &Node,
        simd_size: Option<u32>,
        declared_spill: Option<u64>,
        declared_private: Option<u64>,
    ) -> Result<MemorySizes> {
        let buffers = match kernel.get("per_thread_memory_buffers") {
            None | Some(Node::Scalar("")) => Vec::new(),
            Some(Node::Seq(items)) => items
                .iter()
                .map(|item| MemoryBuffer::read(item, simd_size))
                .collect::<Result<Vec<_>>>()?,
            Some(_) => return Err(err!("per_thread_memory_buffers is not a list")),
        };
        let total = |keep: &dyn Fn(&MemoryBuffer) -> bool| -> Result<Option<u64>> {
            let mut matching = buffers.iter().filter(|b| keep(b)).peekable();
            if matching.peek().is_none() {
                return Ok(None);
            }
            matching
                .try_fold(0u64, |sum, b| sum.checked_add(b.size))
                .map(Some)
                .ok_or_else(|| err!("per-thread memory buffer sizes overflow"))
        };
        // IGC may put spills and private memory in one `single_space` buffer; then neither size
        // is known on its own. Without any buffer for a use, that use needs no memory.
        let has_combined = buffers.iter().any(|b| b.usage == "single_space");
        let by_usage = |declared: Option<u64>, usage: &str| -> Result<Option<u64>> {
            Ok(match declared {
                Some(size) => Some(size),
                None => match total(&|b| b.usage == usage)? {
                    Some(size) => Some(size),
                    None => (!has_combined).then_some(0),
                },
            })
        };

        // A combined space holds spills, plus private memory only where the target keeps private
        // memory in scratch; XeHPC and later keep it in a separate `private_space` buffer. So the
        // combined size is the spill figure, exact there and an upper bound elsewhere, rather than
        // leaving spills unreported.
        let spill_bytes = match by_usage(declared_spill, "spill_fill_space")? {
            None => total(&|b| b.usage == "single_space")?,
            known => known,
        };
        Ok(MemorySizes {
            spill: spill_bytes,
            private: by_usage(declared_private, "private_space")?,
            scratch: total(&|b| b.kind == "scratch")?.unwrap_or(0),
        })
    }
}

/// One `per_thread_memory_buffers` entry, sized per hardware thread.
struct MemoryBuffer<'a> {
    /// `type`: global, scratch or slm.
    kind: &'a str,
    /// private_space, spill_fill_space or single_space.
    usage: &'a str,
    size: u64,
}

impl<'a> MemoryBuffer<'a> {
    fn read(node: &Node<'a>, simd_size: Option<u32>) -> Result<Self> {
        let text = |key: &str| node.get(key).and_then(Node::scalar).unwrap_or("");
        let size = node
            .get("size")
            .ok_or_else(|| err!("per-thread memory buffer without a size"))?
            .number()
            .map_err(|e| err!("per-thread memory buffer size: {e}"))?;
        let per_lane = match text("is_simt_thread") {
            "" | "false" => false,
            "true" => true,
            other => return Err(err!("is_simt_thread is not a boolean: {other:?}")),
        };
        // A per-lane size (is_simt_thread) scales with SIMD width, as NEO sizes it.
        let size = match (per_lane, simd_size) {
            (true, Some(simd)) => size
                .checked_mul(u64::from(simd))
                .ok_or_else(|| err!("per-thread memory buffer size {size} overflows"))?,
            _ => size,
        };
        Ok(Self {
            kind: text("type"),
            usage: text("usage"),
            size,
        })
    }
}

#[derive(Debug, PartialEq)]
enum Node<'a> {
    /// Quotes removed; flow collections (`[1, 2]`) stay unparsed text.
    Scalar(&'a str),
    Map(Vec<(&'a str, Node<'a>)>),
    Seq(Vec<Node<'a>>),
}

impl<'a> Node<'a> {
    fn get(&self, key: &str) -> Option<&Node<'a>> {
        match self {
            Node::Map(entries) => entries.iter().find(|(k, _)| *k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn scalar(&self) -> Option<&'a str> {
        match self {
            Node::Scalar(text) => Some(text),
            _ => None,
        }
    }

    /// A decimal or `0x` hexadecimal unsigned integer.
    fn number(&self) -> Result<u64> {
        let text = self
            .scalar()
            .ok_or_else(|| err!("expected a number, found a nested block"))?;
        let parsed = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            Some(hex) => u64::from_str_radix(hex, 16),
            None => text.parse(),
        };
        parsed.map_err(|_| err!("expected an unsigned number, found {text:?}"))
    }
}

#[derive(Clone, Copy)]
struct Line<'a> {
    /// 1-based, for error messages.
    number: usize,
    indent: usize,
    text: &'a str,
}

fn parse_document(text: &str) -> Result<Node<'_>> {
    let lines: Vec<Line> = text
        .lines()
        .enumerate()
        .filter_map(|(index, raw)| {
            let content = strip_comment(raw).trim_end();
            let text = content.trim_start_matches(' ');
            let is_marker = |marker: &str| {
                text == marker
                    || text
                        .strip_prefix(marker)
                        .is_some_and(|r| r.starts_with(' '))
            };
            if text.is_empty() || is_marker("---") || is_marker("...") {
                return None;
            }
            Some(Line {
                number: index + 1,
                indent: content.len() - text.len(),
                text,
            })
        })
        .collect();
    let Some(first) = lines.first().copied() else {
        return Ok(Node::Map(Vec::new()));
    };
    let mut parser = Parser { lines, pos: 0 };
    let document = parser.block(first.indent, 0)?;
    match parser.peek() {
        None => Ok(document),
        Some(line) => Err(err!(
            "line {}: unexpected indentation or content: {:?}",
            line.number,
            line.text
        )),
    }
}

struct Parser<'a> {
    lines: Vec<Line<'a>>,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Line<'a>> {
        self.lines.get(self.pos).copied()
    }

    /// The block (mapping or sequence) whose first line is the current one, at `indent`.
    fn block(&mut self, indent: usize, depth: usize) -> Result<Node<'a>> {
        let Some(line) = self.peek() else {
            return Ok(Node::Scalar(""));
        };
        if depth > MAX_DEPTH {
            return Err(err!(
                "line {}: nesting deeper than {MAX_DEPTH}",
                line.number
            ));
        }
        if is_sequence_item(line.text) {
            self.sequence(indent, depth)
        } else {
            self.mapping(indent, depth)
        }
    }

    fn mapping(&mut self, indent: usize, depth: usize) -> Result<Node<'a>> {
        let mut entries = Vec::new();
        while let Some(line) = self.peek() {
            if line.indent != indent || is_sequence_item(line.text) {
                break;
            }
            let (key, value) = split_key_value(line.text)
                .ok_or_else(|| err!("line {}: expected `key: value`", line.number))?;
            self.pos += 1;
            let node = if !value.is_empty() {
                Node::Scalar(unquote(value))
            } else {
                match self.peek() {
                    Some(next) if next.indent > indent => self.block(next.indent, depth + 1)?,
                    // YAML lets a sequence under a key start at the key's own column.
                    Some(next) if next.indent == indent && is_sequence_item(next.text) => {
                        self.sequence(indent, depth + 1)?
                    }
                    _ => Node::Scalar(""),
                }
            };
            entries.push((key, node));
        }
        Ok(Node::Map(entries))
    }

    fn sequence(&mut self, indent: usize, depth: usize) -> Result<Node<'a>> {
        let mut items = Vec::new();
        while let Some(line) = self.peek() {
            if line.indent != indent || !is_sequence_item(line.text) {
                break;
            }
            let rest = line.text[1..].trim_start_matches(' ');
            if rest.is_empty() {
                self.pos += 1;
                items.push(match self.peek() {
                    Some(next) if next.indent > indent => self.block(next.indent, depth + 1)?,
                    _ => Node::Scalar(""),
                });
            } else if is_sequence_item(rest) || split_key_value(rest).is_some() {
                // The item's block starts on the dash line: reread that line as if it began at
                // the content's column, where the item's further lines are indented.
                let column = indent + (line.text.len() - rest.len());
                self.lines[self.pos] = Line {
                    indent: column,
                    text: rest,
                    ..line
                };
                items.push(self.block(column, depth + 1)?);
            } else {
                self.pos += 1;
                items.push(Node::Scalar(unquote(rest)));
            }
        }
        Ok(Node::Seq(items))
    }
}

fn is_sequence_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// Splits `key: value` (or `key:`) at the first colon that ends a token, outside quotes.
fn split_key_value(text: &str) -> Option<(&str, &str)> {
    let search_from = match text.chars().next() {
        Some(quote @ ('\'' | '"')) => text[1..].find(quote)? + 2,
        _ => 0,
    };
    let colon = text[search_from..]
        .match_indices(':')
        .map(|(at, _)| search_from + at)
        .find(|&at| matches!(text.as_bytes().get(at + 1), None | Some(b' ')))?;
    let key = unquote(text[..colon].trim_end());
    (!key.is_empty()).then(|| (key, text[colon + 1..].trim()))
}

fn unquote(text: &str) -> &str {
    let quoted = text.len() >= 2
        && ((text.starts_with('\'') && text.ends_with('\''))
            || (text.starts_with('"') && text.ends_with('"')));
    if quoted {
        &text[1..text.len() - 1]
    } else {
        text
    }
}

/// Drops a `#` comment: one at the line start or after whitespace, outside a quoted scalar.
fn strip_comment(line: &str) -> &str {
    let mut quote = None;
    let mut previous = ' ';
    for (at, c) in line.char_indices() {
        match quote {
            Some(open) if c == open => quote = None,
            Some(_) => {}
            // A quote only opens a scalar at the start of a token.
            None if (c == '\'' || c == '"') && matches!(previous, ' ' | '[' | ',') => {
                quote = Some(c)
            }
            None if c == '#' && previous.is_whitespace() => return &line[..at],
            None => {}
        }
        previous = c;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_zeinfo_subset() {
        let text =
            "---\nversion: '1.20'  # comment\nkernels:\n  - name: k\n    flags: [ 1, 2 ]\n    \
                    list:\n    - a\n    - 'b: c'\n    empty:\n  -\n    name: other\n...\n";
        let doc = parse_document(text).unwrap();
        assert_eq!(doc.get("version"), Some(&Node::Scalar("1.20")));
        let Some(Node::Seq(kernels)) = doc.get("kernels") else {
            panic!("no kernels: {doc:?}")
        };
        assert_eq!(kernels.len(), 2);
        assert_eq!(kernels[0].get("flags"), Some(&Node::Scalar("[ 1, 2 ]")));
        assert_eq!(
            kernels[0].get("list"),
            Some(&Node::Seq(vec![Node::Scalar("a"), Node::Scalar("b: c")]))
        );
        assert_eq!(kernels[0].get("empty"), Some(&Node::Scalar("")));
        assert_eq!(kernels[1].get("name"), Some(&Node::Scalar("other")));
    }

    #[test]
    fn reads_kernel_facts_and_memory_buffers() {
        let text = "kernels:\n  - name: k\n    execution_env:\n      simd_size: 16\n      \
                    grf_count: 0x100\n      slm_size: 1024\n    per_thread_memory_buffers:\n      \
                    - type: scratch\n        usage: spill_fill_space\n        size: 64\n      \
                    - type: global\n        usage: private_space\n        size: 8\n        \
                    is_simt_thread: true\n";
        let kernels = parse_kernels(text).unwrap();
        assert_eq!(
            kernels,
            vec![KernelInfo {
                name: "k".into(),
                simd_size: Some(16),
                grf_count: Some(256),
                spill_bytes: Some(64),
                private_bytes: Some(128),
                slm_bytes: Some(1024),
                scratch_bytes: Some(64),
                code_bytes: 0,
                execution_env: [
                    ("grf_count", "0x100"),
                    ("simd_size", "16"),
                    ("slm_size", "1024")
                ]
                .map(|(k, v)| (k.to_owned(), v.to_owned()))
                .into(),
            }]
        );
    }

    #[test]
    fn combined_scratch_counts_as_spill_and_leaves_private_unknown() {
        let text = "kernels:\n- name: k\n  per_thread_memory_buffers:\n  - type: scratch\n    \
                    usage: single_space\n    size: 4096\n";
        let kernel = &parse_kernels(text).unwrap()[0];
        assert_eq!(kernel.spill_bytes, Some(4096));
        assert_eq!(kernel.private_bytes, None);
        assert_eq!(kernel.scratch_bytes, Some(4096));
        assert_eq!(kernel.simd_size, None);
    }

    #[test]
    fn malformed_zeinfo_is_an_error() {
        for text in [
            "kernels:\n  - execution_env:\n      simd_size: 8\n",
            "kernels:\n  - name: k\n    execution_env:\n      simd_size: eight\n",
            "kernels:\n  - name: k\n    execution_env:\n      simd_size: -8\n",
            "kernels:\n  - name: k\n    execution_env:\n      grf_count: 4294967296\n",
            "kernels: 3\n",
            "kernels:\n  - name: k\n   stray: 1\n",
            "just text\n",
            "kernels:\n  - name: k\n    per_thread_memory_buffers:\n      - type: scratch\n",
        ] {
            assert!(parse_kernels(text).is_err(), "accepted {text:?}");
        }
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let text: String = (0..100).map(|i| format!("{}k:\n", " ".repeat(i))).collect();
        assert!(parse_document(&text).unwrap_err().0.contains("nesting"));
        let dashes = "- ".repeat(100) + "x\n";
        assert!(parse_document(&dashes).is_err());
    }

    #[test]
    fn empty_or_kernel_free_documents_have_no_kernels() {
        assert_eq!(parse_kernels("").unwrap(), vec![]);
        assert_eq!(parse_kernels("---\n...\n").unwrap(), vec![]);
        assert_eq!(
            parse_kernels("version: '1.20'\nkernels:\n").unwrap(),
            vec![]
        );
    }
}
