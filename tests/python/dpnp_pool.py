"""dpnp tasks in a `spawn` multiprocessing.Pool used as a context manager.

    python3 dpnp_pool.py pool|serial [TASKS]

`pool`: `with ctx.Pool(3) as p: p.map(task, range(TASKS))`, the idiom of every tutorial: when
the block ends, the pool terminates its workers with SIGTERM, so they run no exit handlers.
`serial`: the same tasks one after the other in this process, which exits normally. Each task
launches the same 3 kernels once each (fill, sin, add), so both launch each kernel TASKS times. Prints
one line saying what ran.
"""
import multiprocessing
import sys

import dpnp

SIZE = 4096


def task(seed):
    # Never 0: a zero fill may be a memset rather than a kernel.
    x = dpnp.full(SIZE, float(seed + 1), dtype=dpnp.float32)
    y = dpnp.sin(x) + x
    y.sycl_queue.wait()
    return seed


def main():
    mode = sys.argv[1]
    tasks = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    if mode == "pool":
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(3) as p:
            done = p.map(task, range(tasks))
    else:
        done = [task(seed) for seed in range(tasks)]
    assert done == list(range(tasks))
    print(f"dpnp pool: {len(done)} tasks ({mode})")


if __name__ == "__main__":
    main()
