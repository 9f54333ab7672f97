// barrier-in-loop: a tiled sum that synchronizes the work-group on every trip; the fixed twin
// loads the whole tile once and synchronizes once.
__kernel void barrier_in_loop(__global float *out, __global const float *in, int n) {
    __local float tile[64];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < n; k++) {
        tile[lid & 63] = in[(gid + k * 64) & 4095];
        barrier(CLK_LOCAL_MEM_FENCE);
        acc += tile[(lid + 1) & 63];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[gid] = acc;
}

__kernel void barrier_in_loop_fixed(__global float *out, __global const float *in, int n) {
    __local float tile[64];
    size_t lid = get_local_id(0), gid = get_global_id(0);
    tile[lid & 63] = in[gid & 4095];
    barrier(CLK_LOCAL_MEM_FENCE);
    float acc = 0.0f;
    for (int k = 0; k < n; k++)
        acc += tile[(lid + k) & 63];
    out[gid] = acc;
}
