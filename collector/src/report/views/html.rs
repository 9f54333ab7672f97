//! report.html: one self-contained page (no network, works from `file://`) for people who would
//! rather look than read: a sortable, filterable kernel table with the instruction mix as a bar,
//! and per kernel its ISA, syntax highlighted, loops marked in the gutter, spill/fill and dpas
//! highlighted, the source line beside each instruction where the module has DWARF, a tooltip per
//! opcode; then the modules (origin, producer, provenance) and the processes (ranks).
//!
//! Usable with thousands of kernels: the table renders a page of rows at a time; the rows (call
//! sites included) sit gzip-compressed in inert `<script type="text/plain">` blocks, inflated by
//! the browser's DecompressionStream. A kernel's listing (its ASM and the marks of its
//! instruction lines) is not in the page: it is the kernel's listing file (`asm/<id>.js`, a
//! script, which a page opened from `file://` may load), loaded when the kernel is opened.

use super::escape::html as escape;
use super::text::fold_name;
use crate::report::build::call_sites::site_text;
use aotspy_report::{join_words, IsaFrom, Report};
use serde::Serialize;
use std::fmt::Write;

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
    /// Its listing file, which the page loads when the kernel is opened.
    asm: Option<&'a str>,
    /// How it was known, for a kernel created before aotspy was injected (`null` for one seen
    /// created).
    isa_from: Option<&'a str>,
    /// Why it has no ASM, when it has none and its notes say.
    asm_note: Option<&'a str>,
    /// The advice rules' findings, most severe first.
    advice: &'a [aotspy_report::Finding],
    /// Its call sites as the terminal's LAUNCHED FROM shows them (`-` with none).
    launched_from: String,
    /// Their `frames` index the `frames` block (the report's `call_site_frames`).
    call_sites: &'a [aotspy_report::CallSiteEntry],
    /// Each call site as the terminal shows it (user frame → framework frame).
    site_texts: Vec<String>,
}

/// `value` as the page embeds it: JSON, gzip-compressed, base64-encoded (which holds nothing
/// that could end a `<script>` block); the page's `inflated` reads it back.
fn compressed(value: &impl Serialize) -> String {
    let json = serde_json::to_vec(value).expect("report data serializes");
    aotspy_report::listing::gzip_base64(&json)
}

/// The page for `report` (its kernels' listing files beside it).
pub fn page(report: &Report) -> String {
    let rows = kernel_rows(report);
    let mut out = String::new();
    head(&mut out, report);
    cost_by_line_table(&mut out, report);
    driver_operations_table(&mut out, report);
    modules_table(&mut out, report);
    processes_table(&mut out, report);
    embedded_blocks(&mut out, report, &rows);
    out.push_str("<script>");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body></html>\n");
    out
}

/// What the page may run and load: its own script (by its hash: no inline event handler, no
/// other inline script) and the listing files beside it (`file:` when opened from disk,
/// `'self'` when served); its style; no image, frame, form, connection or other remote load.
fn content_security_policy() -> String {
    use base64::Engine;
    use sha2::Digest;
    let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(SCRIPT));
    format!(
        "default-src 'none'; script-src 'sha256-{hash}' 'self' file:; style-src 'unsafe-inline'; \
         base-uri 'none'; form-action 'none'"
    )
}

/// The page's kernel rows.
fn kernel_rows(report: &Report) -> Vec<KernelRow<'_>> {
    report
        .kernels
        .iter()
        .map(|k| KernelRow {
            name: &k.name,
            demangled: &k.demangled,
            folded: fold_name(&k.demangled),
            dispatches: k.dispatches,
            origin: k.origin.as_str(),
            producer: k.producer.name(),
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
            isa_from: (k.isa_from != IsaFrom::Created).then_some(k.isa_from.as_str()),
            asm_note: k
                .notes
                .iter()
                .find(|n| n.kind.explains_missing_asm())
                .map(|n| n.text.as_str()),
            advice: &k.advice,
            launched_from: super::columns::launched_from(report, k),
            call_sites: &k.call_sites,
            site_texts: k
                .call_sites
                .iter()
                .map(|site| site_text(site, &report.call_site_frames))
                .collect(),
        })
        .collect()
}

/// The page's head, summary, attach lines, controls and the kernel table the script fills.
fn head(out: &mut String, report: &Report) {
    let _ = write!(
        out,
        "<!doctype html>\n<html><head><meta charset=\"utf-8\">\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\
         <title>aotspy report</title>\n<style>",
        content_security_policy()
    );
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
        .chain(super::columns::injected_lines(report))
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
}

/// The kernels by the place they were launched from, each kernel linking its page.
fn cost_by_line_table(out: &mut String, report: &Report) {
    if report.cost_by_line.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "<h2>Cost by line</h2><p>{}</p><table id=\"cost-by-line\"><tr><th>launched from</th>\
         <th class=\"num\">dispatches</th><th>kernels (dispatches)</th></tr>",
        escape(super::markdown::COST_BY_LINE)
    );
    for line in &report.cost_by_line {
        let kernels: Vec<String> = line
            .kernels
            .iter()
            .filter_map(|k| {
                let kernel = report.kernels.get(k.kernel)?;
                Some(format!(
                    "<a href=\"#kernel={}\" title=\"{}\">{}</a> {}",
                    k.kernel,
                    escape(&kernel.demangled),
                    escape(&fold_name(&kernel.demangled)),
                    escape(&super::markdown::line_kernel_dispatches(k))
                ))
            })
            .collect();
        let _ = writeln!(
            out,
            "<tr><td class=\"line\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>",
            escape(&line.launched_from),
            escape(&super::markdown::line_dispatches(line)),
            kernels.join("<br>")
        );
    }
    out.push_str("</table>\n");
}

/// The driver operations, rendered here: few.
fn driver_operations_table(out: &mut String, report: &Report) {
    if !report.driver_operations.is_empty() {
        let _ = writeln!(
            out,
            "<h2>Driver operations</h2><p>{}</p><table id=\"driver-operations\"><tr>\
             <th>function</th><th class=\"num\">appends</th><th class=\"num\">processes</th>\
             <th>launched from</th></tr>",
            escape(super::markdown::DRIVER_OPERATIONS)
        );
        for operation in &report.driver_operations {
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>",
                escape(&operation.function),
                operation.dispatches,
                operation.pids.len(),
                escape(&super::columns::sites_launched_from(
                    &operation.call_sites,
                    &report.call_site_frames
                ))
            );
        }
        out.push_str("</table>\n");
    }
}

fn modules_table(out: &mut String, report: &Report) {
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
            escape(m.producer.name()),
            escape(m.producer_library.as_deref().unwrap_or("")),
            escape(m.ocloc_device.as_deref().unwrap_or("")),
            escape(&source),
            escape(&m.notes.iter().map(|n| &*n.text).collect::<Vec<_>>().join("; "))
        );
    }
    out.push_str("</table>\n");
}

fn processes_table(out: &mut String, report: &Report) {
    out.push_str("<h2>Processes</h2><table><tr><th>pid</th><th>host</th><th>rank</th><th>command</th><th>ended</th></tr>\n");
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
}

/// The kernel rows and the call-site frames, compressed in inert blocks.
fn embedded_blocks(out: &mut String, report: &Report, rows: &[KernelRow]) {
    let _ = writeln!(
        out,
        "<script type=\"text/plain\" id=\"data\">{}</script>",
        compressed(&rows)
    );
    let _ = writeln!(
        out,
        "<script type=\"text/plain\" id=\"frames\">{}</script>",
        compressed(&report.call_site_frames)
    );
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
#callsites .user{font-weight:bold;background:#fff6d5}#callsites .framework{font-weight:bold;background:#e2f0fd}#callsites .lib{color:#777}#callsites summary{cursor:pointer}";

const SCRIPT: &str = r##"
// The text of gzip-compressed, base64-encoded data, inflated by the browser.
async function inflate(base64) {
  const bytes = Uint8Array.from(atob(base64), c => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return await new Response(stream).text();
}
// The text of a block the page embeds compressed.
async function inflated(id) { return inflate(document.getElementById(id).textContent); }
// Listing files (asm/<id>.js) call aotspyListing(path, data) when loaded: a script is what a
// page opened from file:// may load beside it. Each is loaded once, when first opened.
const loading = new Map();
window.aotspyListing = (path, data) => { const l = loading.get(path); if (l) l.data = data; };
function listingData(path) {
  // Only a listing file beside the page (what aotspy names them), never another script.
  if (!/^asm\/[A-Za-z0-9_.~-]+\.js$/.test(path)) return Promise.reject(new Error(path + ' is not a listing file'));
  if (!loading.has(path)) {
    const l = {data: null};
    l.promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = path;
      script.onload = () => l.data === null ? reject(new Error(path + ' is not a listing file')) : resolve(l.data);
      script.onerror = () => reject(new Error('cannot load ' + path));
      document.head.appendChild(script);
    });
    // A failed load is tried again at the next opening.
    l.promise.catch(() => loading.delete(path));
    loading.set(path, l);
  }
  return loading.get(path).promise;
}
(async () => {
const rows = JSON.parse(await inflated('data'));
// Every distinct call-site frame once: a site's frames are indices into it.
const frames = JSON.parse(await inflated('frames'));
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
// The page's one escape, for text and quoted attribute values alike (as escape::html).
function esc(s) { return String(s).replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;').replace(/"/g,'&quot;').replace(/'/g,'&#39;'); }
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
  site.frames.map(i => frames[i]).forEach((f, n) => {
    const marked = n === site.user_frame || n === site.framework_frame;
    const kind = n === site.user_frame ? 'user' : n === site.framework_frame ? 'framework' : f.library ? 'lib' : '';
    const li = '<li class="' + kind + '">' + esc(frameText(f)) + '</li>';
    if (f.library && !marked) { run.push(li); } else { flush(); items.push(li); }
  });
  flush();
  return '<ol>' + items.join('') + '</ol>';
}
function callSites(r) {
  if (!r.call_sites.length) return '';
  return '<div id="callsites"><b>Launched from</b> <small>(the launching stack, sampled at launches 1, 2, 4, … 512 of this kernel in each process; innermost frame first; the user frame marked yellow, the framework frame blue)</small>' +
    r.call_sites.map((site, n) => '<details class="site"' + (n === 0 ? ' open' : '') + '><summary>' + esc(r.site_texts[n]) + ' <small>' +
      site.ordinals.length + (site.ordinals.length > 1 ? ' samples' : ' sample') + ', launch' + (site.ordinals.length > 1 ? 'es ' : ' ') + site.ordinals.join(', ') +
      (site.pids.length > 1 ? ', ' + site.pids.length + ' processes' : '') + (site.threads.length > 1 ? ', ' + site.threads.length + ' threads' : '') +
      (site.python === 'free-threaded' ? ', free-threaded Python: no Python frames' : '') + '</small></summary>' + frameList(site) + '</details>').join('') + '</div>';
}
// Which opening of a kernel is the latest: a listing inflated for an earlier one is dropped.
let opened = 0;
async function showKernel(i) {
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
  const shown = ++opened;
  if (r.asm) {
    panel.innerHTML = html + '<p id="isa-loading">Reading the ISA…</p>';
    let text, marks;
    try {
      [text, marks] = JSON.parse(await inflate(await listingData(r.asm)));
    } catch (e) {
      if (shown === opened) panel.innerHTML = html + '<p id="isa-error">No ASM shown: ' + esc(e.message) + ' (the page reads it from ' + esc(r.asm) + ' beside it).</p>';
      return;
    }
    if (shown !== opened) return;
    const grf = r.grf || 128;
    const byLine = new Map(marks.lines.map(a => [a[0], a]));
    html += '<p><small>Beside each instruction: its source line, the GRFs live there (bar, of ' + grf + '; red above), its loop depth.</small></p>';
    html += '<div class="isa" id="isa">' + text.split('\n').map((t, n) => line(t, byLine.get(n + 1), marks.sources, evidence, grf)).join('') + '</div>';
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
})();
"##;

#[cfg(test)]
pub(in crate::report) mod tests {
    use super::*;
    use base64::Engine;

    /// The page's kernel rows, inflated as its script does.
    pub fn page_data(page: &str) -> String {
        let block = page
            .split("<script type=\"text/plain\" id=\"data\">")
            .nth(1)
            .and_then(|rest| rest.split("</script>").next())
            .expect("the page has its data block");
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(block)
            .expect("base64");
        let mut json = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut json)
            .expect("gzip");
        json
    }

    #[test]
    fn embedded_data_reads_back() {
        let block = compressed(&"</script><!-- a");
        assert!(block
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+/=".contains(&b)));
        let page = format!("<script type=\"text/plain\" id=\"data\">{block}</script>");
        assert_eq!(page_data(&page), "\"</script><!-- a\"");
    }
}
