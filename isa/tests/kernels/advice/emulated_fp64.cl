// emulated-fp64: double-precision arithmetic in a loop; the fixed twin computes in float.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void emulated_fp64(__global double *out, __global const double *in, __global const int *n) {
    size_t gid = get_global_id(0);
    double acc = 0.0;
    for (int k = 0; k < n[0]; k++)
        acc = acc * in[(gid + k) & 1023] + 1.0;
    out[gid] = acc;
}

__kernel void emulated_fp64_fixed(__global float *out, __global const float *in, __global const int *n) {
    size_t gid = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < n[0]; k++)
        acc = acc * in[(gid + k) & 1023] + 1.0f;
    out[gid] = acc;
}
