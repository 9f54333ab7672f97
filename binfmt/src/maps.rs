//! Which files a process maps that may hold its device code, from its `/proc/PID/maps`: every
//! file mapped executable (a library's device images sit in its file), and files mapped for
//! data that start like device code (a zebin or fat binary a program maps to create its module
//! from). Other data (model weights, arrays, caches) is never a candidate: scanning gigabytes
//! of it would make reports slow. The preload reports its own process's candidates; `collect`
//! reads its program's before the preload has started.

use std::collections::BTreeSet;
use std::io::Read;
use std::path::Path;

/// The candidates in `maps` (a `/proc/PID/maps` text) not in `seen`, in the order they are
/// mapped; every file path looked at is added to `seen`, candidate or not, so that a file is
/// opened at most once however often the maps are read.
pub fn new_candidates(maps: &str, seen: &mut BTreeSet<String>) -> Vec<String> {
    let mut new = Vec::new();
    for (path, executable) in maps.lines().filter_map(file_mapping) {
        if !seen.contains(path) {
            if executable || starts_like_device_code(Path::new(path)) {
                new.push(path.to_owned());
            }
            seen.insert(path.to_owned());
        }
    }
    new
}

/// The path of a `/proc/PID/maps` line that maps a file, and whether it maps it executable
/// (`7f..-7f.. r-xp 00001000 08:01 1234   /usr/lib/libfoo.so`). The path is the rest of the
/// line after five fields: it may contain spaces.
pub fn file_mapping(line: &str) -> Option<(&str, bool)> {
    let mut fields = [""; 5];
    let mut rest = line;
    for field in &mut fields {
        rest = rest.trim_start();
        let end = rest.find(char::is_whitespace)?;
        (*field, rest) = rest.split_at(end);
    }
    let (permissions, path) = (fields[1], rest.trim());
    let executable = permissions.as_bytes().get(2) == Some(&b'x');
    path.starts_with('/').then_some((path, executable))
}

/// A regular file that starts like a device binary or a library holding them: ELF (a host
/// library, a zebin), an ocloc fat binary (`ar`) or SPIR-V. Device nodes (the GPU's
/// `/dev/dri`) are not opened.
pub fn starts_like_device_code(path: &Path) -> bool {
    let mut start = [0u8; 8];
    std::fs::metadata(path).is_ok_and(|m| m.is_file())
        && std::fs::File::open(path)
            .and_then(|mut f| f.read_exact(&mut start))
            .is_ok()
        && crate::could_hold_device_code(&start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn executable_mappings_and_binary_data_mappings_are_candidates() {
        let dir = tempfile::tempdir().unwrap();
        let (zebin, weights) = (dir.path().join("k.zebin"), dir.path().join("weights.bin"));
        std::fs::write(&zebin, b"\x7fELF and the rest").unwrap();
        std::fs::write(&weights, [0u8; 64]).unwrap();
        let maps = format!(
            "\
7f0000000000-7f0000001000 r--p 00000000 08:01 11 /usr/lib/libfoo.so
7f0000001000-7f0000002000 r-xp 00001000 08:01 11 /usr/lib/libfoo.so
7f0000003000-7f0000004000 r--s 00000000 08:01 12 {weights}
7f0000003000-7f0000004000 r--p 00000000 08:01 13 {zebin}
7f0000004000-7f0000005000 rwxp 00000000 00:00 0
7f0000005000-7f0000006000 r-xp 00000000 00:00 0 [vdso]
7f0000006000-7f0000007000 r-xp 00000000 08:01 14 /opt/lib/with space.so",
            weights = weights.display(),
            zebin = zebin.display()
        );
        let mappings: Vec<(&str, bool)> = maps.lines().filter_map(file_mapping).collect();
        assert_eq!(
            mappings,
            [
                ("/usr/lib/libfoo.so", false),
                ("/usr/lib/libfoo.so", true),
                (weights.to_str().unwrap(), false),
                (zebin.to_str().unwrap(), false),
                ("/opt/lib/with space.so", true),
            ]
        );
        assert!(starts_like_device_code(&zebin));
        assert!(!starts_like_device_code(&weights));
        assert!(!starts_like_device_code(Path::new("/dev/null")));

        // A file is looked at once, at its first line: a library's first maps its headers
        // (data, starting like ELF). `/usr/lib/libfoo.so` does not exist, so it is none.
        let mut seen = BTreeSet::new();
        assert_eq!(
            new_candidates(&maps, &mut seen),
            [zebin.to_str().unwrap(), "/opt/lib/with space.so"]
        );
        assert_eq!(seen.len(), 4);
        assert!(new_candidates(&maps, &mut seen).is_empty());
    }
}
