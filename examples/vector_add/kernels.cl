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

// y[i] = mean of x over the 2r+1 values around i, wrapping at the ends (a periodic boundary).
// Each neighbour's index is taken modulo n, a run-time value, inside the loop: IGC expands the
// `%` into an emulation sequence on every trip, which aotspy's advice reports (int-division).
__kernel void _ZTSZ4mainE6smooth(__global float *y, __global const float *x, int n, int r) {
    int i = get_global_id(0);
    float s = 0.0f;
    for (int k = -r; k <= r; k++)
        s += x[(i + k + n) % n];
    y[i] = s / (2 * r + 1);
}
