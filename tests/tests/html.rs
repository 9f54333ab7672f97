//! report.html in a real browser: headless Chromium loads the demo's page from `file://`, and the
//! DOM it ends up with lists every dispatched kernel with its count and, opened through
//! `#kernel=N`, shows that kernel's ISA (from its listing file, a script the page loads beside
//! it, inflated by the browser) with its
//! loop marked, its register-pressure bars and, for the kernel with advice (main::smooth), the
//! advice panel with the evidence highlighted.

use aotspy_tests::*;

#[test]
fn the_demo_page_lists_the_kernels_and_opens_their_isa() {
    let c = collect_example("html-demo", &[]);
    let page = c.out_dir.join("report.html");
    let page_text = std::fs::read_to_string(&page).unwrap();
    // The page's script runs once (twice, it would render and listen twice).
    assert_eq!(page_text.matches("<script>").count(), 1, "one script block");
    assert_eq!(page_text.matches("</html>").count(), 1);
    let table = page_dom(&page, "");
    let body = table
        .split("<tbody>")
        .nth(1)
        .and_then(|t| t.split("</tbody>").next())
        .unwrap_or_else(|| panic!("no table body:\n{table}"));
    let rows: Vec<&str> = body.split("<tr data-i=").skip(1).collect();
    assert_eq!(rows.len(), 4, "one row per dispatched kernel:\n{table}");
    for (name, dispatches) in [
        ("main::vector_add", 10),
        ("main::scale", 10),
        ("main::smooth", 1),
    ] {
        assert!(
            rows.iter().any(|r| r.contains(&format!(">{name}</td>"))
                && r.contains(&format!("class=\"num dispatches\">{dispatches}</td>"))),
            "{name} with {dispatches} dispatches:\n{table}"
        );
    }
    // Each kernel's launching line (the demo is built with -g), and the lambda's long name
    // folded, with the full one in the cell's title.
    let lines = [
        ("main::vector_add", 152),
        ("main::scale", 153),
        ("main::smooth", 164),
        ("main::{lambda(…)#1}::operator()(…) const::normalize", 155),
    ];
    for (name, line) in lines {
        assert!(
            rows.iter().any(|r| r.contains(&format!(">{name}</td>"))
                && r.contains(&format!(
                    "<td class=\"launched-from\">main (main.c:{line})</td>"
                ))),
            "{name} launched from main.c:{line}:\n{table}"
        );
    }
    assert!(
        table.contains("title=\"main::{lambda(sycl::_V1::handler&amp;)#1}::operator()(sycl::_V1::handler&amp;) const::normalize"),
        "the full name in the title:\n{table}"
    );
    // The cost by line: each of main's launching lines with its kernel and dispatches, the
    // kernel linking its page.
    for (line, name, dispatches) in [
        (152, "main::vector_add", 10),
        (153, "main::scale", 10),
        (164, "main::smooth", 1),
    ] {
        let index = c
            .kernels()
            .iter()
            .position(|k| k.demangled == name)
            .unwrap();
        let row = format!(
            "<tr><td class=\"line\">main (main.c:{line})</td><td class=\"num\">{dispatches}</td><td><a href=\"#kernel={index}\" title=\"{name}\">{name}</a> {dispatches}</td></tr>"
        );
        assert!(table.contains(&row), "{row} in the cost by line:\n{table}");
    }
    for (i, kernel) in c.kernels().iter().enumerate() {
        let opened = page_dom(&page, &format!("kernel={i}"));
        let sites = opened
            .split("<div id=\"callsites\">")
            .nth(1)
            .unwrap_or_else(|| panic!("kernel {i} shows no call sites:\n{opened}"));
        let site = &kernel.call_sites[0];
        assert_eq!(kernel.call_sites.len(), 1, "{}", kernel.name);
        let user = site.launched_from.as_deref().unwrap();
        let line = match kernel.name.as_str() {
            "_ZTSZ4mainE10vector_add" => 152,
            "_ZTSZ4mainE5scale" => 153,
            "_ZTSZ4mainE6smooth" => 164,
            "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E9normalize" => 155,
            other => panic!("{other} is no demo kernel"),
        };
        assert!(
            user.starts_with("main (")
                && user.contains(&format!("examples/vector_add/main.c:{line}")),
            "{user}"
        );
        assert!(
            sites.contains(&format!("<li class=\"user\">{user}</li>")),
            "the user frame stands out:\n{sites}"
        );
        let samples = match kernel.dispatches {
            10 => "4 samples, launches 1, 2, 4, 8",
            _ => "1 sample, launch 1",
        };
        assert!(
            sites.contains(samples),
            "{}: {samples}:\n{sites}",
            kernel.name
        );
        assert!(
            sites.contains("library frame"),
            "libc's start frames folded:\n{sites}"
        );
        let isa = opened
            .split("<div class=\"isa\" id=\"isa\">")
            .nth(1)
            .unwrap_or_else(|| panic!("kernel {i} shows no ISA:\n{opened}"));
        let asm = c.asm_text(kernel);
        // The page does not hold the listing: it loads the kernel's listing file when opened.
        let first_send = asm.lines().find(|l| l.contains("send")).unwrap();
        assert!(
            !page_text.contains(first_send.trim()),
            "{}'s listing is not in the page",
            kernel.name
        );
        assert_eq!(
            isa.matches("<div class=\"k-").count(),
            aotspy_isa::parse(&asm).instructions.len(),
            "every instruction of {} is a highlighted line",
            kernel.name
        );
        let loops = kernel.isa.as_ref().unwrap().loops.len();
        assert_eq!(
            isa.contains("class=\"loop d1\""),
            loops > 0,
            "{}: loops marked",
            kernel.name
        );
        assert!(
            isa.contains("<span class=\"op\" title=\"send: message to memory"),
            "opcode tooltips"
        );
        // The register-pressure curve: a bar per instruction, the kernel's peak among them.
        let listing = aotspy_isa::parse(&asm);
        let pressure = aotspy_isa::pressure::pressure(&listing, 64);
        assert_eq!(
            isa.matches(" of 128 GRFs live\"").count(),
            listing.instructions.len(),
            "{}: a pressure bar per instruction",
            kernel.name
        );
        let peak = f64::from(pressure.peak);
        assert!(
            isa.contains(&format!(
                "<span class=\"pr\" title=\"{} of 128 GRFs live\"><span class=\"\" style=\"width:{}%\">",
                pressure.peak,
                100.0 * peak / 128.0
            )),
            "{}: the peak, {} GRFs, drawn",
            kernel.name,
            pressure.peak
        );
        // The advice panel: each finding with its severity, message, evidence links and fix,
        // and the evidence instructions marked in the ISA.
        // (The page's script holds the panel's markup too, up to `<ul>`.)
        let panel = opened
            .split("<div id=\"advice\"><b>Advice</b><ul><li")
            .nth(1);
        assert_eq!(
            panel.is_some(),
            !kernel.advice.is_empty(),
            "{}",
            kernel.name
        );
        for f in &kernel.advice {
            let panel = panel.unwrap();
            assert!(
                panel.contains(&format!(
                    " class=\"finding\" data-id=\"{}\"><span class=\"sev-{}\">{}</span> <b>{}</b>: ",
                    f.id, f.severity, f.severity, f.id
                )),
                "{}: {} in the panel:\n{panel}",
                kernel.name,
                f.id
            );
            assert!(
                panel.contains(&format!("Fix: {}", html_escaped(&f.fix))),
                "{panel}"
            );
            for offset in f.evidence.offsets.iter().take(8) {
                assert!(
                    panel.contains(&format!("data-off=\"{offset}\">0x{offset:x}</a>")),
                    "{}: a link to {offset}",
                    kernel.name
                );
            }
            for offset in &f.evidence.offsets {
                let id = format!(" id=\"off-{offset}\"");
                assert!(
                    isa.contains(&id),
                    "{}: an instruction at {offset}",
                    kernel.name
                );
                let marked = isa
                    .split(&id)
                    .next()
                    .and_then(|before| before.rsplit("<div class=\"").next())
                    .is_some_and(|class| class.ends_with(" ev\""));
                assert!(marked, "{}: evidence at {offset} highlighted", kernel.name);
            }
        }
    }
    let smooth = c.kernel("_ZTSZ4mainE6smooth");
    assert_eq!(smooth.advice.len(), 2, "the demo's page has advice to show");
    let options = table
        .split("<select id=\"rule\">")
        .nth(1)
        .and_then(|t| t.split("</select>").next())
        .unwrap();
    assert!(
        options.contains("<option value=\"int-division\">int-division (1)</option>")
            && options.contains("<option value=\"gather-loads\">gather-loads (1)</option>"),
        "the filter by rule offers the rules that fired: {options}"
    );
    // A listing file gone: the page says which it could not load, and still works.
    let (i, gone) = c
        .kernels()
        .iter()
        .enumerate()
        .find_map(|(i, k)| Some((i, k.asm.clone()?)))
        .unwrap();
    std::fs::remove_file(c.out_dir.join(&gone)).unwrap();
    let opened = page_dom(&page, &format!("kernel={i}"));
    assert!(
        opened.contains(&format!(
            "<p id=\"isa-error\">No ASM shown: cannot load {gone} (the page reads it from {gone} beside it).</p>"
        )),
        "{opened}"
    );
}

/// `s` as the page's `esc()` writes it into HTML text, as the DOM dump serializes it.
fn html_escaped(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
