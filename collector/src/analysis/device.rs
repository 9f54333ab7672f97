//! Which device a module is disassembled for: ocloc's `-device` name, from the module's zebin,
//! its recorded device, or `--device`. The report and the background disassembler ask the same.

use crate::ingest::capture::ProcessCapture;
use aotspy_binfmt::zebin::{self, Zebin};
use aotspy_report::DeviceInfo;

/// The recorded device `id` of `capture`, for the report.
pub fn device_info(capture: &ProcessCapture, id: Option<u32>) -> Option<DeviceInfo> {
    id.and_then(|id| capture.devices.get(&id))
        .map(|d| DeviceInfo {
            name: d.name.clone(),
            device_id: d.device_id,
            vendor_id: d.vendor_id,
            ip_version: d.ip_version,
        })
}

/// The `-device` ocloc takes for a module: the one its zebin names, else its device's by PCI
/// id, else `--device`. (The collector's background disassembly asks the same.)
pub fn module_ocloc_device(
    zebin: Option<&Zebin>,
    device_id: Option<u32>,
    fallback: Option<&str>,
) -> Option<String> {
    zebin
        .and_then(Zebin::ocloc_device)
        .or_else(|| device_id.and_then(zebin::ocloc_device_from_pci_id))
        .or_else(|| fallback.map(str::to_owned))
}

/// The ocloc device name of a recorded device: from its PCI id, else its IP version.
pub fn recorded_ocloc_device(device: &DeviceInfo) -> Option<String> {
    zebin::ocloc_device_from_pci_id(device.device_id).or_else(|| {
        let ip = device.ip_version?;
        let dotted = format!("{}.{}.{}", ip >> 22, (ip >> 14) & 0xff, ip & 0x3f);
        zebin::device_for_ip_version(&dotted).map(str::to_owned)
    })
}

/// Whether an image built for `devices` (ocloc device names, as a zebin names them) runs on
/// `wanted`: an ocloc device name (`dg2` serves `dg2-g10` and back) or an IP version
/// (`12.60.7`), in any case. One rule for `aotspy extract --device` and for matching a
/// kernel's recorded device.
pub fn serves_device(devices: &[String], wanted: &str) -> bool {
    let wanted = wanted.to_ascii_lowercase();
    let wanted = zebin::device_for_ip_version(&wanted).map_or(wanted.clone(), str::to_owned);
    devices.iter().any(|device| {
        let device = device.to_ascii_lowercase();
        device == wanted
            || device.starts_with(&format!("{wanted}-"))
            || wanted.starts_with(&format!("{device}-"))
    })
}

#[cfg(test)]
mod tests {
    use super::serves_device;

    /// The rule `extract` had (case and IP versions) is the one kept: the report's recorded
    /// devices are lower-case ocloc names, for which both rules agreed.
    #[test]
    fn an_image_serves_its_device_its_family_any_case_and_its_ip_version() {
        let pvc = ["pvc".to_owned()];
        assert!(serves_device(&pvc, "pvc"));
        assert!(serves_device(&pvc, "PVC"));
        assert!(serves_device(&pvc, "12.60.7"));
        assert!(!serves_device(&pvc, "dg2"));
        let dg2 = ["dg2-g10".to_owned()];
        assert!(serves_device(&dg2, "dg2"));
        assert!(serves_device(&["dg2".to_owned()], "dg2-g10"));
        assert!(!serves_device(&dg2, "dg2-g1"));
        assert!(!serves_device(&["dg2".to_owned()], "dg"));
        assert!(!serves_device(&[], "pvc"));
    }
}
