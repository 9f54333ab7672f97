// spills, fills-in-loop, register-pressure: 32 float4 values live across a data-dependent loop
// (as tests/kernels/spill.cl) do not fit in 128 GRFs; the fixed twin keeps 4 (at SIMD32 on pvc a float4 takes 8 GRFs).
#define BODY(N)                                                                                    \
    size_t gid = get_global_id(0);                                                                 \
    float4 v[N];                                                                                   \
    _Pragma("unroll") for (int j = 0; j < N; j++) v[j] = in[(gid + j * 7) & 255];                 \
    int n = iters[gid & 15] & 7;                                                                   \
    for (int k = 0; k < n; k++) {                                                                  \
        _Pragma("unroll") for (int j = 0; j < N; j++) v[j] = v[j] * v[(j + 1) % N] + v[(j + 37) % N]; \
    }                                                                                              \
    float4 acc = (float4)(0.0f);                                                                   \
    _Pragma("unroll") for (int j = 0; j < N; j++) acc += v[j] * (float)(j + 1);                   \
    out[gid] = acc;

__kernel void spills(__global float4 *out, __global const float4 *in, __global const int *iters) {
    BODY(32)
}

__kernel void spills_fixed(__global float4 *out, __global const float4 *in,
                           __global const int *iters) {
    BODY(4)
}
