// One minimal kernel, compiled once per product family to pin the compat-note mapping.
__kernel void store_one(__global int* p) { p[0] = 1; }
