// occupancy: 48 KB of SLM per work-group of 64 leaves room for one or two work-groups per
// Xe-core (64 KB on dg2, 128 KB on pvc and bmg); the fixed twin uses 1 KB.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void occupancy(__global float *out, __global const float *in) {
    __local float tile[12288];
    size_t lid = get_local_id(0), gid = get_global_id(0);
#pragma nounroll
    for (int j = 0; j < 192; j++)
        tile[lid * 192 + j] = in[(gid + j) & 4095];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = tile[(lid * 192 + 7) % 12288];
}

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void occupancy_fixed(__global float *out, __global const float *in) {
    __local float tile[256];
    size_t lid = get_local_id(0), gid = get_global_id(0);
#pragma nounroll
    for (int j = 0; j < 4; j++)
        tile[lid * 4 + j] = in[(gid + j) & 4095];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = tile[(lid * 4 + 3) % 256];
}
