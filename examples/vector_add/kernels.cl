// The example's main kernels, compiled ahead of time (AOT) into an ocloc fat binary for pvc and
// dg2-g10:
//
//   ocloc compile -file kernels.cl -device pvc,dg2-g10 --format zebin -output_no_suffix -output kernels
//
// The names are what DPC++ gives kernels declared as `parallel_for<class NAME>` inside main():
// "_ZTS" + the mangled local class name; aotspy shows them demangled as main::NAME.

// c = a + b
__kernel void _ZTSZ4mainE10vector_add(__global float *c, __global const float *a,
                                      __global const float *b) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}

// x = alpha * x, alpha in alpha[0]
__kernel void _ZTSZ4mainE5scale(__global float *x, __global const float *alpha) {
    size_t i = get_global_id(0);
    x[i] = alpha[0] * x[i];
}

// out[0] = sum of the N = 1024 values of x (work-item 0 only; run only with --check)
__kernel void _ZTSZ4mainE8checksum(__global float *out, __global const float *x) {
    if (get_global_id(0) != 0)
        return;
    float s = 0.0f;
    for (int i = 0; i < 1024; i++)
        s += x[i];
    out[0] = s;
}
