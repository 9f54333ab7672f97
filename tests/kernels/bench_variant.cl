// Ten kernels for `scripts/bench report`: compiled once per VARIANT (-DVARIANT=n), so each
// variant is a distinct module (the constant is baked into the code) with the same kernel names.
// Every argument is a __global pointer, as tests/c/bench_modules.c binds them.

#ifndef VARIANT
#define VARIANT 0
#endif

#define BENCH_KERNEL(name, expr)                                                               \
    __kernel void name(__global float *a, __global const float *b) {                           \
        size_t i = get_global_id(0);                                                           \
        a[i] = (expr);                                                                         \
    }

BENCH_KERNEL(bench_add, a[i] + b[i] + VARIANT)
BENCH_KERNEL(bench_sub, a[i] - b[i] * VARIANT)
BENCH_KERNEL(bench_mul, a[i] * b[i] + 0.5f * VARIANT)
BENCH_KERNEL(bench_div, a[i] / (b[i] + VARIANT + 1))
BENCH_KERNEL(bench_fma, fma(a[i], b[i], (float)VARIANT))
BENCH_KERNEL(bench_min, fmin(a[i], b[i] + VARIANT))
BENCH_KERNEL(bench_max, fmax(a[i], b[i] - VARIANT))
BENCH_KERNEL(bench_sqrt, sqrt(fabs(a[i])) + VARIANT)
BENCH_KERNEL(bench_exp, exp(b[i] * 0.001f) + VARIANT)
BENCH_KERNEL(bench_mix, a[i] * 0.25f + b[i] * 0.75f + VARIANT)
