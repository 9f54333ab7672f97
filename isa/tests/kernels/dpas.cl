// A systolic multiply-accumulate (dpas on Xe-HPG, Xe-HPC and Xe2) through the OpenCL extension
// cl_intel_subgroup_matrix_multiply_accumulate, in a loop. Xe-HPG's dpas works on SIMD8
// sub-groups (build with -DSIMD8), Xe-HPC's and Xe2's on SIMD16. IGC 1.0 (Debian 12) does not
// offer the extension.
#ifdef SIMD8
#define SIMD 8
typedef int8 a_t;
#else
#define SIMD 16
typedef short8 a_t;
#endif

__attribute__((intel_reqd_sub_group_size(SIMD)))
__kernel void dpas_i8(__global int *c, __global const a_t *a, __global const int8 *b,
                      __global const int *trips) {
    size_t gid = get_global_id(0);
    int8 acc = (int8)(0);
    for (int k = 0; k < trips[0]; k++)
        acc = intel_sub_group_i8_i8_matrix_mad_k32(a[gid * 4 + k], b[gid * 4 + k], acc);
    vstore8(acc, gid, c);
}
