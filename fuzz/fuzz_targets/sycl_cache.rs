//! The SYCL persistent cache file reader (`aotspy_binfmt::sycl_cache`): any file in a cache
//! directory reaches it. Must never panic, and the images it returns must lie inside the input
//! and never add up to more than it holds.
#![no_main]

use aotspy_binfmt::sycl_cache;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(images) = sycl_cache::images(data) {
        let total: usize = images.iter().map(|i| i.len() + 8).sum();
        assert!(
            total <= data.len(),
            "{total} bytes of images in {}",
            data.len()
        );
        let range = data.as_ptr_range();
        for image in images {
            assert!(range.contains(&image.as_ptr()) || image.is_empty());
        }
    }
});
