// Second kernel source: plain names, used alone or together with
// vector_ops.cl (ze_module_program_exp_desc_t with two SPIR-V inputs).
// Every argument is a __global pointer (see vector_ops.cl).

__kernel void fill(__global uint *dst) {
    size_t i = get_global_id(0);
    dst[i] = (uint)i * 3u + 7u;
}

__kernel void saxpy(__global float *y, __global const float *x) {
    size_t i = get_global_id(0);
    y[i] = 2.5f * x[i] + y[i];
}
