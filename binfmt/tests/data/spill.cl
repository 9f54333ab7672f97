// Keeps 128 floats live across a loop (full unroll makes every index constant, so they are
// registers rather than a private array): more than 128 GRFs hold, so IGC spills to scratch.
__kernel void spill_heavy(__global const float* in, __global float* out, int n) {
    float acc[128];
    for (int j = 0; j < 128; ++j) acc[j] = in[j];
    for (int i = 0; i < n; ++i) {
        float v = in[i + get_global_id(0)];
        #pragma unroll
        for (int j = 0; j < 128; ++j) acc[j] = acc[j] * v + acc[(j * 7 + 3) & 127];
    }
    float s = 0.0f;
    #pragma unroll
    for (int j = 0; j < 128; ++j) s += acc[j] * (float)j;
    out[get_global_id(0)] = s;
}
