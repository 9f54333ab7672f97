"""dpnp's elementwise add and multiply on float32 vectors of a few sizes.

    python3 dpnp_add_mul.py [ROUNDS]

Each round computes `a + b` and `a * b` at every size, so every run launches the same kernels
the same number of times. Prints one line saying what ran, never the results (device-less
they are garbage).
"""
import sys

import dpnp

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
SIZES = (1000, 4096, 65536)

for _ in range(ROUNDS):
    for size in SIZES:
        a = dpnp.arange(size, dtype=dpnp.float32)
        b = dpnp.full(size, 0.5, dtype=dpnp.float32)
        c = a + b
        d = a * b
        d.sycl_queue.wait()
print(f"dpnp add and multiply: {ROUNDS} rounds of float32 at sizes {', '.join(map(str, SIZES))}")
