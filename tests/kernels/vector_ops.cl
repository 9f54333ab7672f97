// Kernels for the aotspy integration tests.
//
// Convention used by tests/c/ze_workload.c: every kernel argument is a
// __global pointer (the workload binds one shared buffer to each of them) and
// kernels only touch the first few hundred bytes of each buffer.
//
// The names imitate what DPC++/SYCL emits for kernels written as lambdas or
// named kernel classes: `_ZTS` + the mangled type name (typeinfo name).

// SYCL: q.parallel_for<class vector_add>(...) inside main()
// demangles to "main::vector_add" (after dropping "typeinfo name for ").
__kernel void _ZTSZ4mainE10vector_add(__global float *c,
                                      __global const float *a,
                                      __global const float *b) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}

// SYCL: an unnamed lambda kernel nested in main's command-group lambda:
// "main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::reduce"
__kernel void _ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E6reduce(__global float *out,
                                                                 __global const float *in) {
    size_t i = get_global_id(0);
    float v = in[i];
    for (int off = 1; off < 16; off <<= 1)
        v += sub_group_shuffle_xor(v, off);
    if (get_sub_group_local_id() == 0)
        out[get_group_id(0)] = v;
}

// A plain OpenCL name.
__kernel void scale(__global float *a) {
    size_t i = get_global_id(0);
    a[i] = a[i] * 2.0f + 1.0f;
}
