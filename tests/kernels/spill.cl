// A kernel with enough register pressure that IGC spills to scratch memory
// on pvc: 96 float4 values are kept live across a data-dependent loop.
// Every argument is a __global pointer (see vector_ops.cl).

#define N 96

__kernel void spill_heavy(__global float4 *out, __global const float4 *in,
                          __global const int *iters) {
    size_t gid = get_global_id(0);
    float4 v[N];
#pragma unroll
    for (int j = 0; j < N; j++)
        v[j] = in[(gid + j * 7) & 255];
    int n = iters[gid & 15] & 7;
    for (int k = 0; k < n; k++) {
#pragma unroll
        for (int j = 0; j < N; j++)
            v[j] = v[j] * v[(j + 1) % N] + v[(j + 37) % N];
    }
    float4 acc = (float4)(0.0f);
#pragma unroll
    for (int j = 0; j < N; j++)
        acc += v[j] * (float)(j + 1);
    out[gid] = acc;
}
