"""A oneMKL GEMM through dpnp: dpnp.matmul on float32 matrices.

    python3 dpnp_gemm.py [ROUNDS]

Multiplies the same fixed-size matrices ROUNDS times. Which GEMM kernels oneMKL picks can
differ between device-less runs, so tests compare counts taken in the same process. Prints one
line saying what ran, never the results (device-less they are garbage).
"""
import sys

import dpnp

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
M, K, N = 256, 128, 64

a = dpnp.ones((M, K), dtype=dpnp.float32)
b = dpnp.ones((K, N), dtype=dpnp.float32)
for _ in range(ROUNDS):
    c = dpnp.matmul(a, b)
c.sycl_queue.wait()
print(f"dpnp matmul float32 {M}x{K}x{N}: {ROUNDS} rounds")
