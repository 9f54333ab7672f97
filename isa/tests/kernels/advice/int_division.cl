// int-division: an integer division and modulo by a run-time value inside a loop, which IGC
// expands into a long emulation sequence; the fixed twin divides by a power of two (a shift).
__kernel void int_division(__global int *out, __global const int *in, __global const int *d) {
    size_t gid = get_global_id(0);
    int acc = 0;
    int div = d[0];
    for (int k = 0; k < d[1]; k++)
        acc += (in[(gid + k) & 1023] / div) + (k % div);
    out[gid] = acc;
}

__kernel void int_division_fixed(__global int *out, __global const int *in, __global const int *d) {
    size_t gid = get_global_id(0);
    int acc = 0;
    for (int k = 0; k < d[1]; k++)
        acc += (in[(gid + k) & 1023] >> 4) + (k & 15);
    out[gid] = acc;
}
