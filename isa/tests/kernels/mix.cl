// Kernels whose ISA holds every instruction class aotspy counts: loads, stores, atomics, SLM and a
// barrier, conversions, math, a data-dependent loop; spill.cl (in tests/kernels) adds scratch
// spills and fills, dpas.cl the systolic dpas.
__kernel void mix(__global float *out, __global const int *in, __global int *hist,
                  __global const int *trips) {
    __local float tile[256];
    size_t gid = get_global_id(0);
    size_t lid = get_local_id(0);
    float acc = (float)in[gid];
    int n = trips[gid & 15];
    for (int k = 0; k < n; k++)
        acc = acc * 1.0001f + (float)(k ^ (int)gid);
    tile[lid & 255] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tile[(lid + 1) & 255];
    atomic_add(&hist[in[gid] & 63], 1);
    out[gid] = sqrt(acc) + (float)(int)acc;
}
