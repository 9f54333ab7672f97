// no-matrix-engine: a naive matrix product, a loop of float multiply-adds with loads and no
// dpas. Its twin is isa/tests/kernels/dpas.cl (dpas in a loop; IGC 2.x only).
__kernel void no_matrix_engine(__global float *c, __global const float *a, __global const float *b,
                               int n) {
    int row = get_global_id(1), col = get_global_id(0);
    float acc[8] = {0};
    for (int k = 0; k < n; k++) {
        float x = a[row * n + k];
#pragma unroll
        for (int j = 0; j < 8; j++)
            acc[j] += x * b[k * n + col * 8 + j];
    }
#pragma unroll
    for (int j = 0; j < 8; j++)
        c[row * n + col * 8 + j] = acc[j];
}
