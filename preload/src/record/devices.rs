//! Devices: a per-process id for each device handle, with the device's description (name, PCI
//! ids, IP version, from the driver) sent the first time it is seen. And reading the driver's C
//! strings.

use crate::outbox;
use aotspy_proto::{self as proto, Event};
use aotspy_ze_abi::ffi::{self, Handle};
use std::collections::HashMap;
use std::ffi::{c_char, CStr};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

/// Per-process device ids, described to the collector the first time each device is seen.
pub(super) static DEVICES: Mutex<Option<HashMap<usize, u32>>> = Mutex::new(None);
pub(super) static NEXT_DEVICE: AtomicU32 = AtomicU32::new(0);

pub fn device_id(device: Handle) -> Option<u32> {
    if device.is_null() {
        return None;
    }
    let mut devices = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
    let devices = devices.get_or_insert_with(HashMap::new);
    if let Some(&id) = devices.get(&(device as usize)) {
        return Some(id);
    }
    let id = NEXT_DEVICE.fetch_add(1, Ordering::Relaxed);
    devices.insert(device as usize, id);
    outbox::send(Event::Device(unsafe { describe_device(device, id) }));
    Some(id)
}

unsafe fn describe_device(device: Handle, id: u32) -> proto::Device {
    unsafe {
        let mut ip = ffi::DeviceIpVersionExt {
            stype: ffi::ZE_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT,
            p_next: std::ptr::null_mut(),
            ip_version: 0,
        };
        let mut props: ffi::DeviceProperties = std::mem::zeroed();
        props.stype = ffi::ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
        props.p_next = &mut ip as *mut _ as *mut _;
        let ok = crate::loader::get()
            .device_get_properties
            .is_some_and(|get| get(device, &mut props) == ffi::ZE_RESULT_SUCCESS);
        if !ok {
            return proto::Device {
                id,
                name: String::from("unknown"),
                vendor_id: 0,
                device_id: 0,
                ip_version: None,
            };
        }
        props.name[props.name.len() - 1] = 0;
        proto::Device {
            id,
            name: c_string(props.name.as_ptr()).unwrap_or_default(),
            vendor_id: props.vendor_id,
            device_id: props.device_id,
            // A driver that does not know the extension leaves it untouched.
            ip_version: (ip.ip_version != 0).then_some(ip.ip_version),
        }
    }
}

pub(super) unsafe fn c_string(p: *const c_char) -> Option<String> {
    unsafe { (!p.is_null()).then(|| CStr::from_ptr(p).to_string_lossy().into_owned()) }
}
