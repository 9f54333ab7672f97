"""dpnp elementwise operations and reductions on the default SYCL device.

    python3 dpnp_elementwise.py [ROUNDS]

Each round evaluates the same expressions on float32 vectors of a fixed size, so every run
launches the same kernels the same number of times. Prints one line saying what ran, never
the results (device-less they are garbage).
"""
import sys

import dpnp

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
SIZE = 4096

x = dpnp.arange(SIZE, dtype=dpnp.float32)
y = dpnp.full(SIZE, 0.5, dtype=dpnp.float32)
for _ in range(ROUNDS):
    z = dpnp.sin(x) * y + x
    total = dpnp.sum(z)
    peak = dpnp.max(z)
    # Wait for the queue: the results are not read back.
    total.sycl_queue.wait()
print(f"dpnp elementwise+reduction: {ROUNDS} rounds of {SIZE} float32")
