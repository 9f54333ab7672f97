// Golden-fixture kernels. The first name is what DPC++ emits for a lambda kernel
// declared in main(); OpenCL C accepts it as a plain identifier.
__kernel void _ZTSZ4mainE10vector_add(__global const float* a, __global const float* b, __global float* c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}

__kernel void scale(__global float* x, float f) {
    x[get_global_id(0)] *= f;
}

// A required sub-group size pins SIMD16 where IGC would otherwise pick SIMD32.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void sum_sg16(__global const float* in, __global float* out) {
    out[get_global_id(0)] = sub_group_reduce_add(in[get_global_id(0)]);
}
