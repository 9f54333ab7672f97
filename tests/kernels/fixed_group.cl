// A kernel that requires its work-group size (reqd_work_group_size, 64 work-items) and shares
// a tile of SLM across it with a barrier: its occupancy is known without recording a launch.
// Every argument is a __global pointer (see vector_ops.cl).

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void tile_mirror(__global float *dst) {
    __local float tile[64];
    size_t l = get_local_id(0);
    tile[l] = dst[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    dst[get_global_id(0)] = tile[l] + tile[63 - l];
}
