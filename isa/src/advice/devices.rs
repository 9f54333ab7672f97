//! What each device is, from NEO's own tables, for the rules that depend on it (occupancy,
//! register file size, barriers).

use serde::{Deserialize, Serialize};

/// What a part is, from NEO's own tables (compute-runtime at e37c60bf, 2026-08; paths under
/// shared/source/), so the rules never guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceTraits {
    pub name: &'static str,
    /// `grfSize = sizeof(GRF)`: generated/<core>/hw_cmds_generated_<core>.inl asserts 32
    /// (gen12lp, xe_hpg) or 64 (xe_hpc, xe2_hpg).
    pub grf_bytes: u32,
    /// `gtSystemInfo.NumThreadsPerEu` in <core>/hw_info_<product>.cpp (7 on tgllp, 8 else).
    pub threads_per_eu: u32,
    /// EUs per Xe-core: `maxEuPerSubslice` in hw_cmds_<product>.h until NEO commit 66d4d141e1
    /// (2024) moved it to the kernel driver's topology query; unknown for bmg.
    pub eus_per_xe_core: Option<u32>,
    /// `maxProgrammableSlmSize` (KB per Xe-core) in hw_info_<product>.cpp.
    pub slm_kb_per_xe_core: u32,
    /// `ftrSupportsFP64` in hw_info_<product>.cpp.
    pub native_fp64: bool,
    /// `ftrSupportsFP64Emulation` there: the driver can have IGC emulate fp64.
    pub fp64_emulation: bool,
    /// `isMatrixMultiplyAccumulateSupported()`: true in
    /// release_helpers/compiler_release_helper/compiler_release_helper_base.inl, false in
    /// compiler_release_helper_common_gen12lp.inl (and for pvc_vg).
    pub xmx: bool,
}

/// `GfxCoreHelperHw::getMaxBarrierRegisterPerSlice()` (helpers/gfx_core_helper_base.inl): 32
/// barriers per Xe-core, used by `KernelHelper::getMaxWorkGroupCount`.
pub const BARRIERS_PER_XE_CORE: u32 = 32;
/// `GfxCoreHelperHw::calculateAvailableThreadCount` (helpers/gfx_core_helper_base.inl): at
/// most 8 threads per EU, 4 when a kernel takes `GrfConfig::largeGrfNumber` (256) GRFs.
pub const THREADS_PER_EU_LARGE_GRF: u32 = 4;
pub const LARGE_GRF: u32 = 256;
pub const DEFAULT_GRF: u32 = 128;

const DEVICES: &[DeviceTraits] = &[
    DeviceTraits {
        name: "pvc",
        grf_bytes: 64,
        threads_per_eu: 8,
        eus_per_xe_core: Some(8),
        slm_kb_per_xe_core: 128,
        native_fp64: true,
        fp64_emulation: false,
        xmx: true,
    },
    DeviceTraits {
        name: "dg2",
        grf_bytes: 32,
        threads_per_eu: 8,
        eus_per_xe_core: Some(16),
        slm_kb_per_xe_core: 64,
        native_fp64: false,
        fp64_emulation: true,
        xmx: true,
    },
    DeviceTraits {
        name: "bmg",
        grf_bytes: 64,
        threads_per_eu: 8,
        eus_per_xe_core: None,
        slm_kb_per_xe_core: 128,
        native_fp64: true,
        fp64_emulation: false,
        xmx: true,
    },
    DeviceTraits {
        name: "tgllp",
        grf_bytes: 32,
        threads_per_eu: 7,
        eus_per_xe_core: Some(16),
        slm_kb_per_xe_core: 64,
        native_fp64: false,
        fp64_emulation: false,
        xmx: false,
    },
];

impl DeviceTraits {
    /// The part `device` names: an ocloc abbreviation, or a marketing name NEO reports.
    pub fn find(device: &str) -> Option<DeviceTraits> {
        let d = device.to_ascii_lowercase();
        // "Data Center GPU Max", not "Iris(R) Xe MAX" (DG1, a Gen12LP part).
        let name = if d.contains("gpu max")
            || d.contains("data center")
            || d.contains("pvc")
            || d.contains("ponte")
        {
            "pvc"
        } else if d.contains("dg2") || d.contains("arc(tm) a") || d.contains("arc a") {
            "dg2"
        } else if d.contains("bmg") || d.contains("arc(tm) b") || d.contains("arc b") {
            "bmg"
        } else if d.contains("tgl") || d.contains("iris(r) xe") {
            "tgllp"
        } else {
            return None;
        };
        DEVICES.iter().copied().find(|t| t.name == name)
    }

    /// Hardware threads per EU for a kernel with `grf` GRFs.
    pub fn threads_per_eu_at(&self, grf: u32) -> u32 {
        if grf >= LARGE_GRF {
            self.threads_per_eu.min(THREADS_PER_EU_LARGE_GRF)
        } else {
            self.threads_per_eu
        }
    }
}
