"""What one call-site sample with Python frames costs: scripts/bench callsites.

python3 bench_callsite.py LIBAOTSPY N DEPTH hook|baseline

At a Python stack DEPTH frames deep, calls through ctypes.CDLL (the GIL released, as frameworks
launch) N times either libaotspy's test hook `aotspy_debug_take_callsite`, which takes a sample
as a launch would and drops it, or, for the baseline, libc's getpid: the same ctypes call
around (next to) nothing.
"""

import ctypes
import sys

LIB, N, DEPTH, MODE = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
if MODE == "hook":
    CALL = ctypes.CDLL(LIB).aotspy_debug_take_callsite
else:
    CALL = ctypes.CDLL(None).getpid


def deep(depth):
    if depth > 0:
        return deep(depth - 1)
    for _ in range(N):
        CALL()
    return 0


deep(DEPTH)
