// Shipped as SPIR-V and compiled by the driver when the program loads it (JIT):
//
//   ocloc compile -file normalize.cl -device pvc -spv_only -output_no_suffix -output normalize
//
// y = x / max(|x|) over the N = 1024 values of x (a lambda kernel: SYCL names it after the
// enclosing command-group lambda in main()).
__kernel void _ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E9normalize(__global float *y,
                                                                    __global const float *x) {
    float m = 0.0f;
    for (int j = 0; j < 1024; j++)
        m = fmax(m, fabs(x[j]));
    size_t i = get_global_id(0);
    y[i] = m > 0.0f ? x[i] / m : x[i];
}
