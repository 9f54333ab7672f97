//! Where a shared object's exported symbols are in another process: its load address from
//! /proc/PID/maps plus the symbol's value from its dynamic symbol table, read from the file
//! the process mapped (seen through /proc/PID/root, so a process in a container or chroot is
//! read at its own path).

use anyhow::{anyhow, bail, Context, Result};
use goblin::elf::Elf;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// A shared object mapped into a process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Library {
    /// As the process names it in its maps.
    pub path: String,
    /// The address its file offset 0 is mapped at.
    pub base: u64,
    /// That mapping's range as /proc/PID/maps writes it (`start-end`, hex).
    range: String,
    /// The mapped file's inode: a file at `path` with another one was replaced since.
    inode: u64,
}

/// The first mapped object whose path `matches`, by its mapping of file offset 0.
pub fn find_library(pid: u32, matches: impl Fn(&str) -> bool) -> Result<Option<Library>> {
    let maps = std::fs::read_to_string(format!("/proc/{pid}/maps"))
        .with_context(|| format!("cannot read /proc/{pid}/maps"))?;
    Ok(find_in_maps(&maps, matches))
}

fn find_in_maps(maps: &str, matches: impl Fn(&str) -> bool) -> Option<Library> {
    maps.lines().find_map(|line| {
        let mut fields = line.split_whitespace();
        let range = fields.next()?;
        let _perms = fields.next()?;
        let offset = u64::from_str_radix(fields.next()?, 16).ok()?;
        let _dev = fields.next()?;
        let inode = fields.next()?.parse().ok()?;
        let path = fields.next()?;
        if offset != 0 || !path.starts_with('/') || !matches(path) {
            return None;
        }
        let start = u64::from_str_radix(range.split('-').next()?, 16).ok()?;
        Some(Library {
            path: path.to_owned(),
            base: start,
            range: range.to_owned(),
            inode,
        })
    })
}

/// The very file `library` was mapped from: /proc/PID/map_files (which stays right when the
/// path was replaced since, as a rebuild does), else the path as process `pid` sees it, if it
/// is still the same file.
pub fn file_of(pid: u32, library: &Library) -> Result<PathBuf> {
    let mapped = PathBuf::from(format!("/proc/{pid}/map_files/{}", library.range));
    if std::fs::File::open(&mapped).is_ok() {
        return Ok(mapped);
    }
    let in_root = Path::new("/proc")
        .join(pid.to_string())
        .join("root")
        .join(library.path.trim_start_matches('/'));
    let path = if in_root.exists() {
        in_root
    } else {
        PathBuf::from(&library.path)
    };
    match std::fs::metadata(&path) {
        Ok(meta) if meta.ino() == library.inode => Ok(path),
        Ok(_) => bail!(
            "{} was replaced since pid {pid} loaded it (rebuilt or reinstalled?), and the loaded \
             one cannot be read through /proc/{pid}/map_files (that needs root)",
            library.path
        ),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
}

/// The run-time address of exported `symbol` of `library` in process `pid`.
pub fn address_of(pid: u32, library: &Library, symbol: &str) -> Result<u64> {
    let file = file_of(pid, library)?;
    let bytes = std::fs::read(&file).with_context(|| format!("cannot read {}", file.display()))?;
    let value = symbol_value(&bytes, symbol)
        .with_context(|| format!("in {}", library.path))?
        .ok_or_else(|| anyhow!("{} does not export {symbol}", library.path))?;
    Ok(library.base + value - first_load_vaddr(&bytes)?)
}

/// The value of defined dynamic symbol `name`; of its default version where the object has
/// several (glibc's `dlopen@@GLIBC_2.34` beside `dlopen@GLIBC_2.2.5`).
pub fn symbol_value(elf_bytes: &[u8], name: &str) -> Result<Option<u64>> {
    let elf = Elf::parse(elf_bytes).map_err(|e| anyhow!("not an ELF file: {e}"))?;
    let mut fallback = None;
    for (index, sym) in elf.dynsyms.iter().enumerate() {
        if sym.st_value == 0 || sym.st_shndx == 0 || elf.dynstrtab.get_at(sym.st_name) != Some(name)
        {
            continue;
        }
        let hidden = elf
            .versym
            .as_ref()
            .and_then(|versym| versym.get_at(index))
            .is_some_and(|v| v.is_hidden());
        if !hidden {
            return Ok(Some(sym.st_value));
        }
        fallback.get_or_insert(sym.st_value);
    }
    Ok(fallback)
}

/// The virtual address of the segment at file offset 0 (0 for ordinary shared objects).
fn first_load_vaddr(elf_bytes: &[u8]) -> Result<u64> {
    let elf = Elf::parse(elf_bytes).map_err(|e| anyhow!("not an ELF file: {e}"))?;
    match elf
        .program_headers
        .iter()
        .find(|ph| ph.p_type == goblin::elf::program_header::PT_LOAD)
    {
        Some(ph) if ph.p_offset == 0 => Ok(ph.p_vaddr),
        Some(_) => bail!("its first loadable segment does not start at file offset 0"),
        None => bail!("it has no loadable segment"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offset_zero_mapping_is_the_base() {
        let maps = "\
5573e000-5573f000 r--p 00000000 fd:01 1 /usr/bin/python3
7f0000000000-7f0000001000 r--p 00001000 fd:01 2 /usr/lib/libc.so.6
7f0000002000-7f0000003000 r--p 00000000 fd:01 2 /usr/lib/libc.so.6
7f0000004000-7f0000005000 rw-p 00000000 00:00 0 [heap]
";
        let libc = find_in_maps(maps, |p| p.ends_with("/libc.so.6")).unwrap();
        assert_eq!(libc.base, 0x7f0000002000);
        assert_eq!(
            (libc.range.as_str(), libc.inode),
            ("7f0000002000-7f0000003000", 2)
        );
        assert_eq!(find_in_maps(maps, |p| p.contains("ze_loader")), None);
    }

    #[test]
    fn finds_this_process_libc_dlopen_as_the_dynamic_linker_does() {
        let me = std::process::id();
        let libc = find_library(me, |p| {
            Path::new(p)
                .file_name()
                .is_some_and(|f| f.to_string_lossy().starts_with("libc.so"))
        })
        .unwrap()
        .expect("libc mapped");
        let ours = address_of(me, &libc, "dlopen").unwrap();
        // SAFETY: dlsym with a valid NUL-terminated name.
        let real = unsafe { libc::dlsym(libc::RTLD_DEFAULT, c"dlopen".as_ptr()) } as u64;
        assert_eq!(ours, real);
    }
}
