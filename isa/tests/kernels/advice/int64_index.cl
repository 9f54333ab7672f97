// int64-index-math: a grid-stride loop whose index is size_t, so every step adds and scales a
// 64-bit value; the fixed twin counts in 32-bit unsigned ints.
__kernel void int64_index(__global float *out, __global const float *in, ulong n) {
    for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
        out[i] = in[i] * 2.0f + in[i + n];
}

__kernel void int64_index_fixed(__global float *out, __global const float *in, uint n) {
    for (uint i = (uint)get_global_id(0); i < n; i += (uint)get_global_size(0))
        out[i] = in[i] * 2.0f + in[i + n];
}
