//! ocloc fat binaries: `ar` archives with one member per target.

/// One member of an archive, borrowing its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member<'a> {
    pub name: String,
    pub data: &'a [u8],
}

pub fn is_ar(bytes: &[u8]) -> bool {
    todo!()
}

/// All members, in archive order (special members such as the symbol table excluded).
pub fn members(bytes: &[u8]) -> crate::Result<Vec<Member<'_>>> {
    todo!()
}
