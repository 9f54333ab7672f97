// private-memory: a private array indexed with run-time values stays in memory; the fixed twin
// indexes it only with constants (the loop unrolls), so it lives in registers.
__kernel void private_memory(__global float *out, __global const int *idx) {
    size_t gid = get_global_id(0);
    float a[128];
#pragma nounroll
    for (int j = 0; j < 128; j++)
        a[j] = (float)(gid * j);
    out[gid] = a[idx[gid] & 127] + a[idx[gid + 1] & 127];
}

__kernel void private_memory_fixed(__global float *out, __global const int *idx) {
    size_t gid = get_global_id(0);
    float a[8];
#pragma unroll
    for (int j = 0; j < 8; j++)
        a[j] = (float)(gid * j);
    out[gid] = a[3] + a[idx[gid] & 1];
}
