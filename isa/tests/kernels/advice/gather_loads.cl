// gather-loads: each lane loads through an index it read (a gather) inside a loop; the fixed
// twin reads consecutive elements with a sub-group block load (cl_intel_subgroups).
__kernel void gather_loads(__global float *out, __global const float *in, __global const int *idx,
                           int n) {
    size_t gid = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < n; k++)
        acc += in[idx[(gid * 7 + k * 13) & 4095]];
    out[gid] = acc;
}

// The -g build (tests/regenerate) leaves the twin out with -DTRIGGER_ONLY: with both kernels
// in the module, IGC 1.0 writes no line tables for it.
#ifndef TRIGGER_ONLY
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void gather_loads_fixed(__global float *out, __global const uint *in, int n) {
    size_t gid = get_global_id(0);
    size_t base = get_group_id(0) * get_local_size(0);
    float acc = 0.0f;
    for (int k = 0; k < n; k++)
        acc += as_float(intel_sub_group_block_read(in + base + k * 16));
    out[gid] = acc;
}
#endif
