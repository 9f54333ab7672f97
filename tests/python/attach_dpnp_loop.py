"""A dpnp job that runs forever, for `aotspy attach` without the preload (attach_inject.rs).

    python3 attach_dpnp_loop.py [ITERATIONS]

Each iteration evaluates the same few dpnp expressions on float32 vectors of a fixed size, waits
for the queue, prints "iteration <n>" (flushed) and sleeps 50 ms, so the main thread is often
blocked in a plain system call, where an attach can take it. The first iteration creates every
kernel the job uses (SYCL keeps them), so an attach after it sees only kernels created before
it. SIGTERM ends it with exit status 0 after the current iteration, and so does reaching
ITERATIONS, when given (for `aotspy collect` of the same job).
"""
import signal
import sys
import time

import dpnp

SIZE = 4096
ITERATIONS = int(sys.argv[1]) if len(sys.argv) > 1 else None
stop = False


def on_sigterm(_signum, _frame):
    global stop
    stop = True


signal.signal(signal.SIGTERM, on_sigterm)

x = dpnp.arange(SIZE, dtype=dpnp.float32)
y = dpnp.full(SIZE, 0.5, dtype=dpnp.float32)
n = 0
while not stop:
    z = dpnp.sin(x) * y + x
    total = dpnp.sum(z)
    peak = dpnp.max(z)
    # Wait for the queue: the results are not read back (device-less they are garbage).
    total.sycl_queue.wait()
    n += 1
    print(f"iteration {n}", flush=True)
    if n == ITERATIONS:
        break
    time.sleep(0.05)
print(f"stopped after {n} iterations", flush=True)
sys.exit(0)
