// atomics-in-loop: a histogram bumped with an atomic per element; the fixed twin counts in a
// register and adds once.
__kernel void atomics_in_loop(__global int *hist, __global const int *in, int n) {
    size_t gid = get_global_id(0);
    for (int k = 0; k < n; k++)
        atomic_add(&hist[in[(gid + k) & 4095] & 63], 1);
}

__kernel void atomics_in_loop_fixed(__global int *hist, __global const int *in, int n) {
    size_t gid = get_global_id(0);
    int count = 0;
    for (int k = 0; k < n; k++)
        count += (in[(gid + k) & 4095] & 63) == 0;
    atomic_add(&hist[0], count);
}
