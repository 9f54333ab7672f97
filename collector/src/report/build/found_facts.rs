//! The facts of a kernel created before aotspy was injected that its module did not tell: an
//! attach sees neither the kernel's zeInfo (unless its module's whole zebin came) nor its
//! module's creation, so SIMD, GRF, spill, private and SLM sizes come from the driver's
//! `zeKernelGetProperties`, the producer from the stack of its first launch, and the origin from
//! where its name is found in the mapped images. Each entry says where each fact came from.

use crate::analysis::inventory::FoundFacts;
use crate::analysis::origin;
use crate::analysis::whereabouts::Whereabouts;
use aotspy_report::{FactSource, FactSources, KernelEntry, Note, NoteKind, Origin, Producer};

/// Fills what `kernel` lacks from `found`, and says where every fact it has came from; paths
/// as `whereabouts` resolved them.
pub fn fill(kernel: &mut KernelEntry, found: &FoundFacts, whereabouts: &Whereabouts) {
    let mut sources = FactSources::default();
    let from_zeinfo = |known: bool| known.then_some(FactSource::ZeInfo);
    sources.simd = from_zeinfo(kernel.simd.is_some());
    sources.grf = from_zeinfo(kernel.grf.is_some());
    sources.spill_bytes = from_zeinfo(kernel.spill_bytes.is_some());
    sources.private_bytes = from_zeinfo(kernel.private_bytes.is_some());
    sources.slm_bytes = from_zeinfo(kernel.slm_bytes.is_some());
    if let Some(properties) = &found.facts.properties {
        from_properties(kernel, &mut sources, properties);
    }
    origin_from_name(kernel, &mut sources, found);
    producer_from_launch_stack(kernel, &mut sources, found, whereabouts);
    kernel.fact_sources = Some(sources);
}

/// What the driver's `zeKernelGetProperties` tells that zeInfo did not.
fn from_properties(
    kernel: &mut KernelEntry,
    sources: &mut FactSources,
    properties: &aotspy_proto::KernelProperties,
) {
    let simd = Some(properties.max_subgroup_size).filter(|&s| s > 0);
    fill_one(
        &mut kernel.simd,
        &mut sources.simd,
        simd,
        FactSource::KernelProperties,
    );
    fill_one(
        &mut kernel.grf,
        &mut sources.grf,
        properties.grf,
        FactSource::RegisterFileSize,
    );
    for (field, source, value) in [
        (
            &mut kernel.spill_bytes,
            &mut sources.spill_bytes,
            properties.spill_bytes,
        ),
        (
            &mut kernel.private_bytes,
            &mut sources.private_bytes,
            properties.private_bytes,
        ),
    ] {
        fill_one(
            field,
            source,
            Some(u64::from(value)),
            FactSource::KernelProperties,
        );
    }
    // NEO 23 and later count in `localMemSize` the SLM the local-memory arguments of the
    // kernel's current launch asked for, on top of its own (zeInfo's `slm_size`): only 0
    // says the kernel's own size exactly; more is a bound.
    match properties.slm_bytes {
        0 => fill_one(
            &mut kernel.slm_bytes,
            &mut sources.slm_bytes,
            Some(0),
            FactSource::KernelProperties,
        ),
        at_launch if kernel.slm_bytes.is_none() => {
            let text = format!(
                "slm_bytes unknown: at its first launch after the attach it had {at_launch} \
                 bytes of SLM (zeKernelGetProperties), which count its local-memory arguments \
                 too; its own SLM is at most that"
            );
            let kind = NoteKind::SlmBoundAtLaunch {
                bytes_at_launch: u64::from(at_launch),
            };
            kernel.notes.push(Note::new(kind, text));
        }
        _ => {}
    }
    if kernel.spill_bytes_per_work_item.is_none() {
        kernel.spill_bytes_per_work_item = kernel
            .spill_bytes
            .zip(kernel.simd.filter(|&s| s > 0))
            .map(|(bytes, simd)| bytes / u64::from(simd));
    }
}

/// The origin, when its module did not tell: where the kernel's name is found.
fn origin_from_name(kernel: &mut KernelEntry, sources: &mut FactSources, found: &FoundFacts) {
    if kernel.origin != Origin::Unknown {
        sources.origin = Some(FactSource::ModuleSource);
    } else if let Some(matched) = &found.name_origin {
        kernel.origin = matched.origin;
        kernel.origins = vec![matched.origin];
        sources.origin = Some(FactSource::NameMatch);
        kernel.notes.retain(|note| {
            !matches!(
                note.kind,
                NoteKind::OriginUnknownBeforeInjection | NoteKind::OriginUnknownDescribedOnly
            )
        });
        let text = format!(
            "origin {}: its name is in the device images of {} ({})",
            matched.origin,
            matched.files.join(", "),
            match matched.origin {
                Origin::Jit => "SPIR-V only: the driver compiled it at run time",
                _ => "a native image for its device",
            }
        );
        let files = matched.files.clone();
        kernel
            .notes
            .push(Note::new(NoteKind::OriginFromName { files }, text));
    }
}

/// The producer, when its module did not tell: from the stack of its first launch.
fn producer_from_launch_stack(
    kernel: &mut KernelEntry,
    sources: &mut FactSources,
    found: &FoundFacts,
    whereabouts: &Whereabouts,
) {
    if kernel.producer != Producer::Unknown {
        sources.producer = Some(FactSource::ModuleSource);
    } else if !found.facts.launch_callers.is_empty() {
        let (producer, library) = origin::producer(kernel.origin, &found.facts.launch_callers);
        if producer != Producer::Unknown {
            kernel.producer = producer;
            // As a module's callers are: `..` and links resolved where the path exists here.
            kernel.producer_library = library.map(|path| whereabouts.resolved(&path).to_owned());
            sources.producer = Some(FactSource::LaunchStack);
        }
    }
}

/// Sets `field` to `value` from `source` when zeInfo left it unknown.
fn fill_one<T>(
    field: &mut Option<T>,
    said: &mut Option<FactSource>,
    value: Option<T>,
    source: FactSource,
) {
    if field.is_none() && value.is_some() {
        *field = value;
        *said = Some(source);
    }
}

#[cfg(test)]
mod tests {
    use crate::analysis::findings::Findings;
    use crate::analysis::inventory::BuildOptions;
    use crate::analysis::names::{NameFindings, NameOrigin, ProcessNames};
    use crate::ingest::capture::test_streams::*;
    use crate::ingest::capture::ProcessCapture;
    use crate::report::build::build;
    use aotspy_proto::{Event, FoundIsa, FoundKernelFacts, KernelProperties};
    use aotspy_report::NoteKind;
    use aotspy_report::Report;
    use aotspy_report::{FactSource, Origin, Producer};

    /// A kernel-binary kernel of an injected process, with the facts its first launch gave.
    fn report_of(facts: FoundKernelFacts, name_origin: Option<NameOrigin>) -> Report {
        let Event::Hello(hello) = hello(42, 1) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(hello);
        for event in [
            injected(5),
            device(0),
            found(7, "k", FoundIsa::KernelBinary, None, b"\x01\x02"),
            Event::FoundKernelFacts(facts),
            dispatches(&[(7, 3)]),
        ] {
            capture.apply(event);
        }
        let names = NameFindings::from_processes(vec![ProcessNames {
            origins: name_origin.map(|o| (7, o)).into_iter().collect(),
            ..ProcessNames::default()
        }]);
        let options = BuildOptions {
            all_kernels: false,
            fallback_device: None,
        };
        let inventory =
            crate::analysis::inventory::of_captures_with(vec![capture], &names, &options);
        build(inventory, Findings::default())
    }

    /// zeKernelGetProperties fills SIMD, GRF, spill and private sizes; SLM above 0 is a bound,
    /// said in a note; the name match gives the origin and the launching stack the producer,
    /// each said in `fact_sources`.
    #[test]
    fn a_found_kernel_gets_the_drivers_facts_and_says_where_from() {
        let facts = FoundKernelFacts {
            kernel: 7,
            properties: Some(KernelProperties {
                max_subgroup_size: 16,
                required_subgroup_size: 0,
                spill_bytes: 256,
                private_bytes: 64,
                slm_bytes: 1056,
                grf: Some(256),
            }),
            launch_callers: vec![
                "/usr/lib/libze_intel_gpu.so.1".into(),
                "/opt/lib/libmkl_sycl_blas.so.5".into(),
            ],
        };
        let spirv = NameOrigin {
            origin: Origin::Jit,
            files: vec!["/opt/lib/libmkl_sycl_blas.so.5".into()],
        };
        let report = report_of(facts.clone(), Some(spirv));
        let kernel = &report.kernels[0];
        assert_eq!(
            (
                kernel.simd,
                kernel.grf,
                kernel.spill_bytes,
                kernel.private_bytes
            ),
            (Some(16), Some(256), Some(256), Some(64))
        );
        assert_eq!(kernel.spill_bytes_per_work_item, Some(16));
        assert_eq!(kernel.slm_bytes, None);
        assert!(
            kernel.notes.iter().any(|n| n.kind
                == NoteKind::SlmBoundAtLaunch {
                    bytes_at_launch: 1056
                }),
            "{:?}",
            kernel.notes
        );
        assert_eq!(
            (kernel.origin, kernel.producer.clone()),
            (Origin::Jit, Producer::Onemkl)
        );
        let sources = kernel.fact_sources.clone().unwrap();
        assert_eq!(sources.simd, Some(FactSource::KernelProperties));
        assert_eq!(sources.grf, Some(FactSource::RegisterFileSize));
        assert_eq!(sources.slm_bytes, None);
        assert_eq!(sources.origin, Some(FactSource::NameMatch));
        assert_eq!(sources.producer, Some(FactSource::LaunchStack));

        // No SLM at launch is none of its own either; no name match leaves the origin unknown.
        let mut no_slm = facts;
        no_slm.properties.as_mut().unwrap().slm_bytes = 0;
        let report = report_of(no_slm, None);
        let kernel = &report.kernels[0];
        assert_eq!(kernel.slm_bytes, Some(0));
        assert_eq!(kernel.origin, Origin::Unknown);
        assert_eq!(kernel.fact_sources.as_ref().unwrap().origin, None);
    }
}
