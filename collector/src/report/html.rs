//! report.html: one self-contained page (no network, works from `file://`) for people who would
//! rather look than read: a sortable, filterable kernel table with the instruction mix as a bar,
//! and per kernel its ISA, syntax highlighted, loops marked in the gutter, spill/fill and dpas
//! highlighted, the source line beside each instruction where the module has DWARF, a tooltip per
//! opcode; then the modules (origin, producer, provenance) and the processes (ranks).
//!
//! Usable with thousands of kernels: the table renders a page of rows at a time, and each
//! kernel's ASM sits in its own inert `<script type="text/plain">` block that is only turned
//! into DOM when the kernel is opened. ASM is inlined up to a budget (most dispatched first);
//! other kernels link their `.asm` file.

use super::model::{join_words, IsaFrom, KernelEntry, Report};
use super::text::{escape, fold_name};
use aotspy_isa::lines::LineRow;
use aotspy_isa::{Class, Scratch};
use serde::Serialize;
use std::fmt::Write;
use std::path::Path;

/// ASM lines inlined for one kernel, and for the page: beyond them the page links the file.
const MAX_INLINE_LINES_PER_KERNEL: usize = 5_000;
const MAX_INLINE_LINES_TOTAL: usize = 400_000;

#[derive(Serialize)]
struct KernelRow<'a> {
    name: &'a str,
    demangled: &'a str,
    /// `demangled` with long template and parameter lists folded, as the table shows it.
    folded: String,
    dispatches: u64,
    origin: &'a str,
    producer: &'a str,
    device: Option<&'a str>,
    simd: Option<u32>,
    grf: Option<u32>,
    spill: Option<u64>,
    instr: Option<usize>,
    /// send, dpas, math, conversion, move, control, sync, other.
    mix: Option<[usize; 8]>,
    loops: Option<usize>,
    spill_fill: Option<[usize; 2]>,
    asm: Option<&'a str>,
    /// Whether the page holds its ASM (else it links `asm`).
    inline: bool,
    /// How it was known, for a kernel created before aotspy was injected (`null` for one seen
    /// created).
    isa_from: Option<&'a str>,
    /// Why it has no ASM, when it has none and its notes say.
    asm_note: Option<&'a str>,
    /// The advice rules' findings, most severe first.
    advice: &'a [aotspy_report::Finding],
    /// The user's frame of its call sites, as the terminal's LAUNCHED FROM (`-` with none).
    launched_from: String,
    call_sites: &'a [aotspy_report::CallSiteEntry],
}

/// Per instruction line of an inlined listing: (1-based line, class, loop depth, index into
/// `sources` or -1, byte offset, live GRFs); the register-pressure curve is the last column.
#[derive(Serialize)]
struct Annotations {
    lines: Vec<(usize, &'static str, u32, i64, u32, u16)>,
    sources: Vec<String>,
    /// The GRFs of the kernel's mode, the curve's scale.
    grf: u32,
}

fn class_name(class: Class, scratch: Option<Scratch>) -> &'static str {
    match (class, scratch) {
        (_, Some(Scratch::Spill)) => "spill",
        (_, Some(Scratch::Fill)) => "fill",
        (Class::Send, None) => "send",
        (Class::Dpas, _) => "dpas",
        (Class::Math, _) => "math",
        (Class::Conversion, _) => "conv",
        (Class::Move, _) => "move",
        (Class::Control, _) => "ctrl",
        (Class::Sync, _) => "sync",
        (Class::Other, _) => "other",
    }
}

fn annotations(asm: &str, rows: Option<&[LineRow]>, kernel: &KernelEntry) -> Annotations {
    let listing = aotspy_isa::parse(asm);
    let analysis = listing.analyze();
    let grf_bytes = kernel
        .ocloc_device
        .as_deref()
        .and_then(aotspy_isa::advice::DeviceTraits::find)
        .map_or(64, |d| d.grf_bytes);
    // Per instruction of the code; padding after it holds nothing live.
    let live = aotspy_isa::pressure::pressure(&listing, grf_bytes).live;
    // Padding after the code is in no loop.
    let depth = listing.loop_depths(&analysis.loops);
    let mut sources: Vec<String> = Vec::new();
    let mut index_of = std::collections::HashMap::new();
    let lines = listing
        .instructions
        .iter()
        .enumerate()
        .map(|(i, instruction)| {
            let source = rows
                .and_then(|rows| aotspy_isa::lines::line_at(rows, instruction.offset))
                .map_or(-1, |row| {
                    let key = format!("{}:{}", row.file, row.line);
                    *index_of.entry(key.clone()).or_insert_with(|| {
                        sources.push(key);
                        sources.len() as i64 - 1
                    })
                });
            (
                instruction.line,
                class_name(instruction.class, instruction.scratch),
                depth.get(i).copied().unwrap_or(0),
                source,
                instruction.offset,
                live.get(i).copied().unwrap_or(0),
            )
        })
        .collect();
    Annotations {
        lines,
        sources,
        grf: kernel.grf.unwrap_or(128),
    }
}

/// Text safe inside a `<script>` block: nothing in it can close the block.
/// Text for an inert `<script type="text/plain">` block: `</` (which would close it) and `<!--`
/// (which would change how the HTML parser reads what follows) get a backslash after the `<`,
/// which the page's script takes out again.
fn text_block(text: &str) -> String {
    text.replace("</", "<\\/").replace("<!--", "<\\!--")
}

/// JSON for a `<script type="application/json">` block: every `<` as `\u003c`, so nothing in it
/// can end the block or open a comment; JSON.parse reads it back.
fn json_block(value: &impl Serialize) -> String {
    serde_json::to_string(value)
        .expect("report data serializes")
        .replace('<', "\\u003c")
}

/// The page for `report`, whose ASM files are under `out_dir`. `lines` gives a kernel's DWARF
/// rows (by module id and kernel name) where its module has them.
pub fn page(
    report: &Report,
    out_dir: &Path,
    lines: &dyn Fn(&KernelEntry) -> Option<Vec<LineRow>>,
) -> String {
    // Most dispatched first get the inline budget.
    let mut order: Vec<usize> = (0..report.kernels.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(report.kernels[i].dispatches));
    let mut budget = MAX_INLINE_LINES_TOTAL;
    let mut inline_asm: Vec<Option<String>> = vec![None; report.kernels.len()];
    for i in order {
        let Some(file) = &report.kernels[i].asm else {
            continue;
        };
        let Ok(text) = std::fs::read_to_string(out_dir.join(file)) else {
            continue;
        };
        let count = text.lines().count();
        if count <= MAX_INLINE_LINES_PER_KERNEL && count <= budget {
            budget -= count;
            inline_asm[i] = Some(text);
        }
    }

    let rows: Vec<KernelRow> = report
        .kernels
        .iter()
        .zip(&inline_asm)
        .map(|(k, asm)| KernelRow {
            name: &k.name,
            demangled: &k.demangled,
            folded: fold_name(&k.demangled),
            dispatches: k.dispatches,
            origin: k.origin.as_str(),
            producer: k.producer.as_str(),
            device: k.ocloc_device.as_deref(),
            simd: k.simd,
            grf: k.grf,
            spill: k.spill_bytes,
            instr: k.instructions,
            mix: k.isa.as_ref().map(|i| {
                let m = &i.mix;
                [
                    m.send,
                    m.dpas,
                    m.math,
                    m.conversion,
                    m.moves,
                    m.control,
                    m.sync,
                    m.other,
                ]
            }),
            loops: k.isa.as_ref().map(|i| i.loops.len()),
            spill_fill: k.isa.as_ref().map(|i| [i.spill_sends, i.fill_sends]),
            asm: k.asm.as_deref(),
            inline: asm.is_some(),
            isa_from: (k.isa_from != IsaFrom::Created).then_some(k.isa_from.as_str()),
            asm_note: k
                .notes
                .iter()
                .find(|n| n.starts_with("no ASM"))
                .map(String::as_str),
            advice: &k.advice,
            launched_from: super::render::launched_from(k),
            call_sites: &k.call_sites,
        })
        .collect();

    let mut out = String::new();
    out.push_str("<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>aotspy report</title>\n<style>");
    out.push_str(STYLE);
    out.push_str("</style></head><body>\n<h1>aotspy report</h1>\n");
    let _ = writeln!(
        out,
        "<p id=\"summary\">{} kernels listed of {} created, {} dispatches, {} processes, {} modules</p>",
        report.stats.kernels_listed,
        report.stats.kernels_created,
        report.stats.dispatches,
        report.stats.processes,
        report.stats.modules
    );
    let attach_lines: Vec<String> = report
        .attach
        .iter()
        .map(|a| {
            format!(
                "Attached to pid {} from {} to {}, ended by {}.",
                a.pid,
                super::text::utc_time(a.attached_at_unix_ms),
                super::text::utc_time(a.detached_at_unix_ms),
                a.ended_by
            )
        })
        .chain(super::render::injected_lines(report))
        .collect();
    for line in attach_lines {
        let _ = writeln!(out, "<p class=\"attach\">{}</p>", escape(&line));
    }
    out.push_str(
        "<div id=\"controls\"><input id=\"filter\" placeholder=\"filter: name, origin, producer, device\" size=\"50\"> \
         <select id=\"rule\"><option value=\"\">any advice</option></select> \
         <label><input type=\"checkbox\" id=\"full-names\"> full names</label> \
         <span id=\"shown\"></span> <button id=\"more\">show all</button></div>\n\
         <table id=\"kernels\"><thead><tr>\
         <th data-key=\"demangled\">kernel</th><th data-key=\"dispatches\" class=\"num\">dispatches</th>\
         <th data-key=\"origin\">origin</th><th data-key=\"producer\">producer</th><th data-key=\"device\">device</th>\
         <th data-key=\"simd\" class=\"num\">SIMD</th><th data-key=\"grf\" class=\"num\">GRF</th>\
         <th data-key=\"spill\" class=\"num\">spill B</th><th data-key=\"instr\" class=\"num\">instr</th>\
         <th data-key=\"loops\" class=\"num\">loops</th><th>mix</th><th data-key=\"advice_ids\">advice</th>\
         <th data-key=\"launched_from\">launched from</th></tr></thead><tbody></tbody></table>\n\
         <div id=\"kernel\"></div>\n",
    );

    // Driver operations, modules and processes: small, rendered here.
    if !report.driver_operations.is_empty() {
        out.push_str(
            "<h2>Driver operations</h2><p>Memory fills and copies, which the driver runs on a copy \
             engine or as its own built-in kernels: counted per append, once per execution of a \
             regular command list.</p><table id=\"driver-operations\"><tr><th>function</th>\
             <th class=\"num\">appends</th><th class=\"num\">processes</th><th>launched from</th></tr>\n",
        );
        for operation in &report.driver_operations {
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>",
                escape(&operation.function),
                operation.dispatches,
                operation.pids.len(),
                escape(&super::render::sites_launched_from(&operation.call_sites))
            );
        }
        out.push_str("</table>\n");
    }
    out.push_str("<h2>Modules</h2><table><tr><th>id</th><th>origin</th><th>producer</th><th>library</th><th>device</th><th>found in</th><th>notes</th></tr>\n");
    for m in &report.modules {
        let source = m.source.as_ref().map_or_else(String::new, |s| {
            format!("{} ({}, offset {})", s.file, s.nesting, s.offset)
        });
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&m.id),
            escape(&join_words(&m.origins, "+")),
            escape(m.producer.as_str()),
            escape(m.producer_library.as_deref().unwrap_or("")),
            escape(m.ocloc_device.as_deref().unwrap_or("")),
            escape(&source),
            escape(&m.notes.join("; "))
        );
    }
    out.push_str("</table>\n<h2>Processes</h2><table><tr><th>pid</th><th>host</th><th>rank</th><th>command</th><th>ended</th></tr>\n");
    for p in &report.processes {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            p.pid,
            escape(&p.hostname),
            p.rank.map_or_else(String::new, |r| r.to_string()),
            escape(&p.argv.join(" ")),
            escape(&p.ended)
        );
    }
    out.push_str("</table>\n");

    let _ = writeln!(
        out,
        "<script type=\"application/json\" id=\"data\">{}</script>",
        json_block(&rows)
    );
    for (i, asm) in inline_asm.iter().enumerate() {
        let Some(asm) = asm else { continue };
        let kernel = &report.kernels[i];
        let ann = annotations(asm, lines(kernel).as_deref(), kernel);
        let _ = writeln!(
            out,
            "<script type=\"text/plain\" id=\"asm-{i}\">{}</script>\n<script type=\"application/json\" id=\"ann-{i}\">{}</script>",
            text_block(asm),
            json_block(&ann)
        );
    }
    out.push_str("<script>");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body></html>\n");
    out
}

const STYLE: &str = "body{font-family:sans-serif;margin:1.2em;font-size:14px}\
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 6px;vertical-align:top}\
th{background:#f4f4f4;cursor:pointer;text-align:left}.num{text-align:right}\
#kernels tbody tr{cursor:pointer}#kernels tbody tr:hover{background:#eef}\
.bar{display:inline-flex;width:160px;height:10px;border:1px solid #ccc}.bar span{display:block;height:100%}\
.c-send{background:#4e79a7}.c-dpas{background:#e15759}.c-math{background:#59a14f}.c-conv{background:#edc948}\
.c-move{background:#b07aa1}.c-ctrl{background:#f28e2b}.c-sync{background:#9c755f}.c-other{background:#bab0ac}\
#kernel{margin-top:1em}.isa{font-family:monospace;font-size:12px;white-space:pre;border:1px solid #ddd}\
.isa div{display:flex}.isa .src{width:9em;color:#888;flex:none;text-align:right;padding-right:6px}\
.isa .loop{width:4px;flex:none;margin-right:4px}.d1{background:#f28e2b}.d2{background:#e15759}.d3{background:#76b7b2}\
.isa .op{font-weight:bold;color:#1f4e99}.isa .cm{color:#888}.isa .reg{color:#6a3d9a}\
.k-spill,.k-fill{background:#fde2e2}.k-dpas{background:#e2f0fd}h2{font-size:16px;margin-top:1.5em}\
.isa .ev{outline:2px solid #e15759;outline-offset:-2px}.isa .pr{width:60px;flex:none;margin-right:6px;position:relative}\
.isa .pr span{position:absolute;left:0;top:2px;bottom:2px;background:#76b7b2}.isa .pr span.over{background:#e15759}\
#advice{border:1px solid #ddd;padding:4px 8px;margin:6px 0}#advice li{margin:4px 0}.sev-critical{color:#b00;font-weight:bold}\
.sev-warning{color:#b36b00;font-weight:bold}.sev-info{color:#555}#advice .fix{color:#225}#advice .ev-links a{margin-right:6px}\
#callsites{border:1px solid #ddd;padding:4px 8px;margin:6px 0}#callsites ol{margin:2px 0;font-family:monospace;font-size:12px}\
#callsites .user{font-weight:bold;background:#fff6d5}#callsites .lib{color:#777}#callsites summary{cursor:pointer}";

const SCRIPT: &str = r##"
const rows = JSON.parse(document.getElementById('data').textContent);
rows.forEach((r, i) => r.i = i);
const classes = ['send','dpas','math','conv','move','ctrl','sync','other'];
const tips = {mov:'move',movi:'move indirect',sel:'select',csel:'conditional select',add:'add',add3:'three-input add',
 addc:'add with carry',mul:'multiply',mad:'multiply-add',mach:'multiply high',macl:'multiply low',math:'extended math (inv, sqrt, exp, log, sin, cos, div)',
 and:'bitwise and',or:'bitwise or',xor:'bitwise xor',not:'bitwise not',bfn:'three-input boolean function',shl:'shift left',shr:'shift right',asr:'arithmetic shift right',
 cmp:'compare into a flag',send:'message to memory or a shared function (load, store, atomic, barrier, end of thread)',sendc:'send, conditional on thread dependencies',
 sends:'split send',dpas:'systolic matrix multiply-accumulate',dpasw:'systolic matrix multiply-accumulate, wide',sync:'software scoreboard wait or barrier',
 goto:'SIMD branch (diverging)',join:'SIMD reconvergence',jmpi:'jump (scalar)',while:'loop back-edge',if:'SIMD if',else:'SIMD else',endif:'SIMD end if',
 brc:'branch converging',brd:'branch diverging',call:'call',ret:'return',nop:'no operation',illegal:'padding',fcvt:'float conversion',srnd:'stochastic rounding',
 rndd:'round down',rnde:'round to even',rndz:'round toward zero',frc:'fraction',lzd:'leading zeros',fbl:'first bit low',fbh:'first bit high',cbit:'count bits',
 bfe:'bit field extract',bfi1:'bit field insert mask',bfi2:'bit field insert',bfrev:'bit reverse',dp4a:'4-way dot product accumulate',lrp:'linear interpolation',avg:'average'};
let key = 'dispatches', descending = true, filter = '', rule = '', limit = 300, fullNames = false;
rows.forEach(r => r.advice_ids = r.advice.map(f => f.id).join(', '));
const ruleSelect = document.getElementById('rule');
[...new Set(rows.flatMap(r => r.advice.map(f => f.id)))].sort().forEach(id => {
  const o = document.createElement('option'); o.value = id; o.textContent = id + ' (' + rows.filter(r => r.advice.some(f => f.id === id)).length + ')'; ruleSelect.appendChild(o);
});
const tbody = document.querySelector('#kernels tbody');
function esc(s) { return String(s).replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;'); }
function cell(v) { return v === null || v === undefined ? '-' : esc(v); }
function bar(mix) {
  if (!mix) return '';
  const total = mix.reduce((a, b) => a + b, 0) || 1;
  return '<span class="bar" title="' + classes.map((c, j) => c + ' ' + mix[j]).join(', ') + '">' +
    mix.map((n, j) => n ? '<span class="c-' + classes[j] + '" style="width:' + (100 * n / total) + '%"></span>' : '').join('') + '</span>';
}
function render() {
  const f = filter.toLowerCase();
  let list = rows.filter(r => (!f || [r.name, r.demangled, r.origin, r.producer, r.device, r.advice_ids, r.launched_from].some(v => v && String(v).toLowerCase().includes(f))) &&
    (!rule || r.advice.some(a => a.id === rule)));
  list.sort((a, b) => {
    const x = a[key], y = b[key];
    const c = (x === null || x === undefined) ? -1 : (y === null || y === undefined) ? 1 : (x < y ? -1 : x > y ? 1 : 0);
    return descending ? -c : c;
  });
  document.getElementById('shown').textContent = Math.min(limit, list.length) + ' of ' + list.length + ' kernels shown';
  tbody.innerHTML = list.slice(0, limit).map(r =>
    '<tr data-i="' + r.i + '" class="kernel-row"><td class="kernel-name" title="' + esc(r.demangled + '\n' + r.name) + '">' + esc((fullNames ? r.demangled : r.folded) || r.name) + (r.isa_from ? ' <small class="isa-from">[' + esc(r.isa_from) + ']</small>' : '') + '</td><td class="num dispatches">' + r.dispatches +
    '</td><td>' + cell(r.origin) + '</td><td>' + cell(r.producer) + '</td><td>' + cell(r.device) + '</td><td class="num">' + cell(r.simd) +
    '</td><td class="num">' + cell(r.grf) + '</td><td class="num">' + cell(r.spill) + '</td><td class="num">' + cell(r.instr) +
    '</td><td class="num">' + cell(r.loops) + '</td><td>' + bar(r.mix) + '</td><td class="advice-ids">' + esc(r.advice_ids || '-') +
    '</td><td class="launched-from">' + esc(r.launched_from) + '</td></tr>').join('');
}
function line(text, ann, sources, evidence, grf) {
  const [code, comment] = (() => { const at = text.indexOf('//'); return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at)]; })();
  let html = esc(code).replace(/^(\s*(?:\([^)]*\)\s*)?)([a-z][a-z0-9_]*)((?:\.[a-z0-9_]+)*)/, (m, pre, op, sub) =>
    pre + '<span class="op" title="' + esc(op + ': ' + (tips[op] || 'see the ISA reference')) + '">' + op + sub + '</span>');
  html = html.replace(/\b(r\d+)(?=[.<\s])/g, '<span class="reg">$1</span>');
  if (comment) html += '<span class="cm">' + esc(comment) + '</span>';
  const src = ann && ann[3] >= 0 ? esc(sources[ann[3]]) : '';
  const depth = ann ? Math.min(ann[2], 3) : 0;
  const ev = ann && evidence.has(ann[4]);
  const live = ann ? ann[5] : 0;
  const pr = '<span class="pr" title="' + (ann ? live + ' of ' + grf + ' GRFs live' : '') + '">' + (live ? '<span class="' + (live > grf ? 'over' : '') + '" style="width:' + Math.min(100, 100 * live / grf) + '%"></span>' : '') + '</span>';
  return '<div class="' + (ann ? 'k-' + ann[1] : '') + (ev ? ' ev' : '') + '"' + (ann ? ' id="off-' + ann[4] + '"' : '') + '><span class="src">' + src + '</span>' + pr + '<span class="loop' + (depth ? ' d' + depth : '') + '"></span><span>' + html + '</span></div>';
}
function frameText(f) {
  if (f.kind === 'python') return f.file + ':' + f.line + ' ' + f.function;
  if (f.function) return f.function + (f.file ? ' (' + f.file + ':' + f.line + ')' : ' (' + f.object + ')');
  return f.object + '+0x' + f.address.toString(16);
}
function frameList(site) {
  const items = [];
  let run = [];
  const flush = () => {
    if (run.length) items.push('<li class="lib"><details><summary>' + run.length + ' library frame' + (run.length > 1 ? 's' : '') + '</summary><ol>' + run.join('') + '</ol></details></li>');
    run = [];
  };
  site.frames.forEach((f, n) => {
    const li = '<li class="' + (n === site.user_frame ? 'user' : f.library ? 'lib' : '') + '">' + esc(frameText(f)) + '</li>';
    if (f.library && n !== site.user_frame) { run.push(li); } else { flush(); items.push(li); }
  });
  flush();
  return '<ol>' + items.join('') + '</ol>';
}
function callSites(r) {
  if (!r.call_sites.length) return '';
  return '<div id="callsites"><b>Launched from</b> <small>(the launching stack, sampled at launches 1, 2, 4, … 512 of this kernel in each process; innermost frame first)</small>' +
    r.call_sites.map((site, n) => '<details class="site"' + (n === 0 ? ' open' : '') + '><summary>' + esc(site.launched_from || 'library code only') + ' <small>' +
      site.ordinals.length + (site.ordinals.length > 1 ? ' samples' : ' sample') + ', launch' + (site.ordinals.length > 1 ? 'es ' : ' ') + site.ordinals.join(', ') +
      (site.pids.length > 1 ? ', ' + site.pids.length + ' processes' : '') + (site.threads.length > 1 ? ', ' + site.threads.length + ' threads' : '') +
      (site.python === 'free-threaded' ? ', free-threaded Python: no Python frames' : '') + '</small></summary>' + frameList(site) + '</details>').join('') + '</div>';
}
function showKernel(i) {
  const r = rows[i];
  const panel = document.getElementById('kernel');
  if (!r) { panel.innerHTML = ''; return; }
  let html = '<h2 id="kernel-name">' + esc(r.demangled || r.name) + '</h2><p>' + esc(r.name) + '<br>' + r.dispatches + ' dispatches, ' +
    cell(r.origin) + ', ' + cell(r.producer) + ', SIMD ' + cell(r.simd) + ', GRF ' + cell(r.grf) + ', spill ' + cell(r.spill) + ' bytes/thread, ' +
    cell(r.instr) + ' instructions' + (r.isa_from ? ', created before the injection, ISA from ' + esc(r.isa_from) : '') + (r.spill_fill ? ', ' + r.spill_fill[0] + ' spill and ' + r.spill_fill[1] + ' fill sends' : '') + ' ' + bar(r.mix) + '</p>';
  html += callSites(r);
  const evidence = new Set(r.advice.flatMap(f => f.evidence.offsets));
  if (r.advice.length) {
    html += '<div id="advice"><b>Advice</b><ul>' + r.advice.map(f => '<li class="finding" data-id="' + esc(f.id) + '"><span class="sev-' + esc(f.severity) + '">' + esc(f.severity) + '</span> <b>' + esc(f.id) + '</b>: ' + esc(f.message) +
      (f.evidence.source && f.evidence.source.length ? ' <small>(' + f.evidence.source.map(esc).join(', ') + ')</small>' : '') +
      (f.evidence.offsets.length ? '<br><span class="ev-links">at ' + f.evidence.offsets.slice(0, 8).map(o => '<a href="#kernel=' + i + '" data-off="' + o + '">0x' + o.toString(16) + '</a>').join('') + (f.evidence.count > 8 ? ' … ' + f.evidence.count + ' in all' : '') + '</span>' : '') +
      '<br><span class="fix">Fix: ' + esc(f.fix) + '</span></li>').join('') + '</ul></div>';
  }
  const block = document.getElementById('asm-' + i);
  if (block) {
    const annotations = JSON.parse(document.getElementById('ann-' + i).textContent);
    const byLine = new Map(annotations.lines.map(a => [a[0], a]));
    const text = block.textContent.replace(/<\\([\/!])/g, '<$1');
    html += '<p><small>Beside each instruction: its source line, the GRFs live there (bar, of ' + annotations.grf + '; red above), its loop depth.</small></p>';
    html += '<div class="isa" id="isa">' + text.split('\n').map((t, n) => line(t, byLine.get(n + 1), annotations.sources, evidence, annotations.grf)).join('') + '</div>';
  } else if (r.asm) {
    html += '<p>ASM not inlined (page budget): <a href="' + esc(r.asm) + '">' + esc(r.asm) + '</a></p>';
  } else {
    html += '<p>No ASM for this kernel' + (r.asm_note ? ': ' + esc(r.asm_note.replace(/^no ASM: /, '')) : ' (see report.json notes)') + '.</p>';
  }
  panel.innerHTML = html;
}
function fromHash() { const m = location.hash.match(/kernel=(\d+)/); showKernel(m ? Number(m[1]) : -1); }
document.querySelectorAll('#kernels th[data-key]').forEach(th => th.addEventListener('click', () => {
  const k = th.dataset.key; descending = key === k ? !descending : true; key = k; render();
}));
document.getElementById('filter').addEventListener('input', e => { filter = e.target.value; render(); });
ruleSelect.addEventListener('change', e => { rule = e.target.value; render(); });
document.getElementById('full-names').addEventListener('change', e => { fullNames = e.target.checked; render(); });
document.getElementById('kernel').addEventListener('click', e => {
  const a = e.target.closest('a[data-off]'); if (!a) return;
  e.preventDefault(); const el = document.getElementById('off-' + a.dataset.off); if (el) el.scrollIntoView({block: 'center'});
});
document.getElementById('more').addEventListener('click', () => { limit = Infinity; render(); });
tbody.addEventListener('click', e => { const tr = e.target.closest('tr'); if (tr) location.hash = 'kernel=' + tr.dataset.i; });
window.addEventListener('hashchange', fromHash);
render();
fromHash();
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_in_a_block_can_end_it() {
        assert_eq!(text_block("a </script> <!-- b"), "a <\\/script> <\\!-- b");
        assert_eq!(
            json_block(&"</script><!--"),
            "\"\\u003c/script>\\u003c!--\""
        );
    }
}
