"""dpnp launches from known lines: tests/tests/callsites.rs (modern stack).

main() calls compute(), whose `c = a + b` and `d = a * b` (lines marked SITE-ADD and SITE-MUL)
each launch one dpnp elementwise kernel.
"""

import dpnp


def compute(a, b):
    c = a + b  # SITE-ADD
    d = a * b  # SITE-MUL
    return c, d


def main():
    a = dpnp.arange(1024, dtype=dpnp.float32)
    b = dpnp.arange(1024, dtype=dpnp.float32)
    c, d = compute(a, b)  # SITE-COMPUTE
    print(c.shape[0], d.shape[0])


main()  # SITE-MAIN
