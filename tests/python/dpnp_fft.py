"""A oneMKL DFT through dpnp: dpnp.fft.fft on a complex64 vector.

    python3 dpnp_fft.py [ROUNDS]

Transforms the same fixed-size vector ROUNDS times. Prints one line saying what ran, never the
results (device-less they are garbage).
"""
import sys

import dpnp

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
SIZE = 1024

x = dpnp.ones(SIZE, dtype=dpnp.complex64)
for _ in range(ROUNDS):
    f = dpnp.fft.fft(x)
f.sycl_queue.wait()
print(f"dpnp.fft.fft complex64 {SIZE}: {ROUNDS} rounds")
