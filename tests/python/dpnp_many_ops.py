"""About a hundred different dpnp operations, each run once, for the collector benchmark.

    python3 dpnp_many_ops.py

Elementwise functions (unary and binary, float and integer), comparisons, reductions, scans,
sorting, indexing and array construction (nothing that reads a result back to the host) on small arrays: each is a different SYCL kernel
from dpnp's tensor library, most of them a module of their own that the driver compiles from
SPIR-V. Prints one line saying how many operations ran, never the results (device-less they
are garbage).
"""
import dpnp

SIZE = 1024

x = dpnp.linspace(0.1, 0.9, SIZE, dtype=dpnp.float32)
y = dpnp.full(SIZE, 0.5, dtype=dpnp.float32)
i = dpnp.arange(SIZE, dtype=dpnp.int32)
j = dpnp.full(SIZE, 3, dtype=dpnp.int32)
b = x > y
m = dpnp.reshape(x, (32, 32))

UNARY = [
    dpnp.abs, dpnp.negative, dpnp.positive, dpnp.sin, dpnp.cos, dpnp.tan, dpnp.arcsin,
    dpnp.arccos, dpnp.arctan, dpnp.sinh, dpnp.cosh, dpnp.tanh, dpnp.arcsinh, dpnp.arctanh,
    dpnp.exp, dpnp.exp2, dpnp.expm1, dpnp.log, dpnp.log2, dpnp.log10, dpnp.log1p, dpnp.sqrt,
    dpnp.cbrt, dpnp.square, dpnp.reciprocal, dpnp.sign, dpnp.signbit, dpnp.ceil, dpnp.floor,
    dpnp.trunc, dpnp.rint, dpnp.isfinite, dpnp.isinf, dpnp.isnan, dpnp.degrees, dpnp.radians,
    dpnp.fabs,
]
BINARY = [
    dpnp.add, dpnp.subtract, dpnp.multiply, dpnp.divide, dpnp.power, dpnp.maximum,
    dpnp.minimum, dpnp.fmax, dpnp.fmin, dpnp.hypot, dpnp.arctan2, dpnp.copysign,
    dpnp.logaddexp, dpnp.floor_divide, dpnp.remainder, dpnp.fmod, dpnp.equal, dpnp.not_equal,
    dpnp.less, dpnp.less_equal, dpnp.greater, dpnp.greater_equal, dpnp.nextafter,
]
INTEGER_BINARY = [
    dpnp.bitwise_and, dpnp.bitwise_or, dpnp.bitwise_xor, dpnp.left_shift, dpnp.right_shift,
]
LOGICAL = [dpnp.logical_and, dpnp.logical_or, dpnp.logical_xor]
REDUCTIONS = [
    dpnp.sum, dpnp.prod, dpnp.max, dpnp.min, dpnp.mean, dpnp.std, dpnp.var, dpnp.argmax,
    dpnp.argmin, dpnp.cumsum, dpnp.cumprod, dpnp.count_nonzero, dpnp.nansum, dpnp.nanmax,
    dpnp.nanmin,
]
OTHERS = [
    lambda: dpnp.invert(i),
    lambda: dpnp.logical_not(b),
    lambda: dpnp.all(b),
    lambda: dpnp.any(b),
    lambda: dpnp.where(b, x, y),
    lambda: dpnp.clip(x, 0.2, 0.8),
    lambda: dpnp.sort(x),
    lambda: dpnp.argsort(x),
    lambda: dpnp.searchsorted(x, y),
    lambda: dpnp.flip(x),
    lambda: dpnp.roll(x, 3),
    lambda: dpnp.concatenate((x, y)),
    lambda: dpnp.stack((x, y)),
    lambda: dpnp.transpose(m).copy(),
    lambda: x.astype(dpnp.float16),
    lambda: i.astype(dpnp.float32),
    lambda: dpnp.zeros(SIZE, dtype=dpnp.int64),
    lambda: dpnp.eye(32, dtype=dpnp.float32),
    lambda: dpnp.tril(m),
    lambda: dpnp.triu(m),
    lambda: dpnp.take(x, i[:16]),
    lambda: dpnp.abs(i),
    lambda: dpnp.negative(i),
    lambda: dpnp.sum(i),
    lambda: dpnp.max(i),
    lambda: dpnp.repeat(x, 2),
    lambda: dpnp.tile(x, 2),
    lambda: dpnp.diff(x),
]

operations = 0
for f in UNARY:
    f(x)
    operations += 1
for f in BINARY:
    f(x, y)
    operations += 1
for f in INTEGER_BINARY:
    f(i, j)
    operations += 1
for f in LOGICAL:
    f(b, b)
    operations += 1
for f in REDUCTIONS:
    f(x)
    operations += 1
for f in OTHERS:
    f()
    operations += 1
x.sycl_queue.wait()
print(f"dpnp: {operations} operations")
