//! Reading a report: one run's report.json, validated against its JSON Schema and read
//! through the `aotspy-report` types ([`Collection`]), with the lookups the tests assert on;
//! every failed assertion prints the whole report.

use crate::run::RunOutput;
use aotspy_report as schema;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// One `aotspy collect` run and its report.json.
pub struct Collection {
    pub out_dir: PathBuf,
    /// report.json, validated against docs/report.schema.json and deserialized.
    pub report: schema::Report,
    /// report.json as written, for failure messages.
    text: String,
    /// The `aotspy collect` run.
    pub output: RunOutput,
    /// The same workload without aotspy.
    pub standalone: RunOutput,
}

impl Collection {
    /// Loads `<out_dir>/report.json` written by `output` (an aotspy run); `standalone` is what the
    /// workload(s) printed without aotspy.
    pub fn load(out_dir: &Path, output: RunOutput, standalone: RunOutput) -> Collection {
        let report_path = out_dir.join("report.json");
        let text = fs::read_to_string(&report_path).unwrap_or_else(|e| {
            panic!(
                "no {}: {e}\n--- aotspy run:\n{}",
                report_path.display(),
                output.describe()
            )
        });
        let report = crate::typed::parse_report(&text).unwrap_or_else(|e| {
            panic!(
                "{}: {e}\n{text}\n--- aotspy run:\n{}",
                report_path.display(),
                output.describe()
            )
        });
        Collection {
            out_dir: out_dir.to_owned(),
            report,
            text,
            output,
            standalone,
        }
    }

    /// Panics with `msg`, the report and both runs.
    pub fn fail(&self, msg: &str) -> ! {
        panic!(
            "{msg}\n--- report.json ({}):\n{}\n--- aotspy run:\n{}\n--- workload alone:\n{}",
            self.out_dir.join("report.json").display(),
            self.text,
            self.output.describe(),
            self.standalone.describe()
        )
    }

    pub fn modules(&self) -> &[schema::ModuleEntry] {
        &self.report.modules
    }

    pub fn kernels(&self) -> &[schema::KernelEntry] {
        &self.report.kernels
    }

    pub fn processes(&self) -> &[schema::ProcessEntry] {
        &self.report.processes
    }

    pub fn kernels_named(&self, name: &str) -> Vec<&schema::KernelEntry> {
        self.kernels().iter().filter(|k| k.name == name).collect()
    }

    /// The one kernel entry called `name`.
    pub fn kernel(&self, name: &str) -> &schema::KernelEntry {
        match self.kernels_named(name)[..] {
            [k] => k,
            [] => self.fail(&format!("no kernel \"{name}\" in the report")),
            _ => self.fail(&format!("several kernels \"{name}\" in the report")),
        }
    }

    /// The modules[] entry a kernel entry points to.
    pub fn module_of(&self, kernel: &schema::KernelEntry) -> &schema::ModuleEntry {
        let found: Vec<&schema::ModuleEntry> = self
            .modules()
            .iter()
            .filter(|m| m.id == kernel.module)
            .collect();
        match found[..] {
            [m] => m,
            _ => self.fail(&format!(
                "kernel {} refers to module {}: {} modules have that id",
                kernel.name,
                kernel.module,
                found.len()
            )),
        }
    }

    /// Kernel name -> dispatches over the report; fails on a name listed twice.
    pub fn dispatch_counts(&self) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for k in self.kernels() {
            if map.insert(k.name.clone(), k.dispatches).is_some() {
                self.fail(&format!("kernel \"{}\" is listed twice", k.name));
            }
        }
        map
    }

    /// What the workload says it dispatched: its "kernel <module>:<name> dispatches=<n>" lines,
    /// summed by name (over modules and processes).
    pub fn workload_counts(&self) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for line in self.standalone.stdout.lines() {
            let Some(rest) = line.strip_prefix("kernel ") else {
                continue;
            };
            let (id, n) = rest.rsplit_once(" dispatches=").expect("workload line");
            let name = id.split_once(':').expect("module:name").1;
            *map.entry(name.to_owned()).or_insert(0) += n.parse::<u64>().unwrap();
        }
        map
    }

    /// The report lists exactly these kernels with these dispatch counts. The expectation is
    /// also checked against the workload's own count, so a wrong test fails as such.
    pub fn assert_dispatches(&self, expected: &[(&str, u64)]) {
        let expected: BTreeMap<String, u64> =
            expected.iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let workload = self.workload_counts();
        for (name, n) in &expected {
            let w = workload.get(name).copied().unwrap_or(0);
            assert_eq!(
                w, *n,
                "test bug: expects {name} dispatched {n} times, the workload says {w}:\n{}",
                self.standalone.stdout
            );
        }
        for (name, w) in &workload {
            assert!(
                *w == 0 || expected.contains_key(name),
                "test bug: the workload dispatched {name} {w} times, the test expects nothing:\n{}",
                self.standalone.stdout
            );
        }
        let got = self.dispatch_counts();
        if got != expected {
            self.fail(&format!(
                "dispatch counts differ\n expected: {expected:?}\n      got: {got:?}"
            ));
        }
    }

    /// The processes[] entry of `pid`.
    pub fn process(&self, pid: u32) -> &schema::ProcessEntry {
        let found: Vec<&schema::ProcessEntry> =
            self.processes().iter().filter(|p| p.pid == pid).collect();
        match found[..] {
            [p] => p,
            _ => self.fail(&format!(
                "expected one process with pid {pid}, the report has {}",
                found.len()
            )),
        }
    }

    /// Every pid in processes[], sorted.
    pub fn pids(&self) -> Vec<u32> {
        let mut pids: Vec<u32> = self.processes().iter().map(|p| p.pid).collect();
        pids.sort();
        pids
    }

    /// Kernel name -> dispatches in the per-process breakdown of `pid` (summed over modules).
    pub fn process_counts(&self, pid: u32) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for k in &self.process(pid).kernels {
            *map.entry(k.name.clone()).or_insert(0) += k.dispatches;
        }
        map
    }

    /// The per-process breakdown of `pid` is exactly `expected`.
    pub fn assert_process_dispatches(&self, pid: u32, expected: &[(&str, u64)]) {
        let expected: BTreeMap<String, u64> =
            expected.iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let got = self.process_counts(pid);
        if got != expected {
            self.fail(&format!(
                "pid {pid}: dispatch counts differ\n expected: {expected:?}\n      got: {got:?}"
            ));
        }
    }

    /// The sorted "pids" of a kernel entry (the processes that dispatched it).
    pub fn kernel_pids(&self, name: &str) -> Vec<u32> {
        let mut pids = self.kernel(name).pids.clone();
        pids.sort();
        pids
    }

    /// The report's `attach` entry (of an `aotspy attach` report).
    pub fn attach(&self) -> &schema::AttachEntry {
        self.report
            .attach
            .as_ref()
            .unwrap_or_else(|| self.fail("the report has no \"attach\" entry"))
    }

    /// The report's warnings[].
    pub fn warnings(&self) -> &[schema::Warning] {
        &self.report.warnings
    }

    /// The kinds of the report's warnings[], in order.
    pub fn warning_kinds(&self) -> Vec<&schema::WarningKind> {
        self.report.warnings.iter().map(|w| &w.kind).collect()
    }

    /// The kernel's disassembly, read from its listing file (its "asm" path is relative to the
    /// report's directory).
    pub fn asm_text(&self, kernel: &schema::KernelEntry) -> String {
        let rel = kernel
            .asm
            .as_deref()
            .unwrap_or_else(|| self.fail(&format!("kernel {} has no \"asm\" path", kernel.name)));
        schema::listing::read(&self.out_dir, rel, std::fs::File::open).unwrap_or_else(|e| {
            self.fail(&format!(
                "kernel {}: cannot read its listing {}: {e}",
                kernel.name,
                self.out_dir.join(rel).display()
            ))
        })
    }
}
