//! Readable kernel names. SYCL names kernels by the typeinfo name of their type (`_ZTS…`), so
//! those show as the type itself; other Itanium-mangled names demangle as usual.

use cpp_demangle::{DemangleOptions, Symbol};

const TYPEINFO_NAME_PREFIX: &str = "typeinfo name for ";

/// The demangled form of `name`, or `name` itself when it is not a mangled C++ name.
pub fn demangle(name: &str) -> String {
    if !name.starts_with("_Z") {
        return name.to_owned();
    }
    let Ok(symbol) = Symbol::new(name) else {
        return name.to_owned();
    };
    match symbol.demangle(&DemangleOptions::default()) {
        Ok(text) => match text.strip_prefix(TYPEINFO_NAME_PREFIX) {
            Some(type_name) if name.starts_with("_ZTS") => type_name.to_owned(),
            _ => text,
        },
        Err(_) => name.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::demangle;

    #[test]
    fn sycl_typeinfo_names_show_the_type() {
        assert_eq!(demangle("_ZTSZ4mainE10vector_add"), "main::vector_add");
        assert_eq!(demangle("_ZTS8MyKernel"), "MyKernel");
        assert_eq!(
            demangle("_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10vector_addEE"),
            "sycl::_V1::detail::__pf_kernel_wrapper<vector_add>"
        );
    }

    #[test]
    fn plain_mangled_names_demangle() {
        assert_eq!(demangle("_Z3fooi"), "foo(int)");
        assert_eq!(
            demangle("_ZN2ns6kernelEPfS0_"),
            "ns::kernel(float*, float*)"
        );
    }

    #[test]
    fn other_names_stay_raw() {
        assert_eq!(demangle("vector_add"), "vector_add");
        assert_eq!(demangle("_Zgarbage!"), "_Zgarbage!");
        assert_eq!(demangle(""), "");
    }
}
