// Another kernel named "scale", with different code than the one in vector_ops.cl: the same
// name in two modules must stay two kernels. Every argument is a __global pointer.

__kernel void scale(__global float *a, __global const float *factors) {
    size_t i = get_global_id(0);
    a[i] = a[i] * factors[i & 7] - 0.5f;
}
