"""A small MLP trained for three steps with JAX on Intel's oneAPI PJRT plugin:
tests/tests/callsites.rs.

/opt/jax/bin/python callsite_jax.py      (in the modern root, LD_LIBRARY_PATH=/opt/jax/lib)

train() calls the jitted step() from the line marked SITE-STEP; XLA launches its kernels from
the plugin with the GIL released.
Prints "trained".
"""

import jax
import jax.numpy as jnp


def init(key):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (64, 128)) * 0.1,
        "w2": jax.random.normal(k2, (128, 10)) * 0.1,
    }


def loss(params, x, y):
    hidden = jax.nn.relu(x @ params["w1"])
    logits = hidden @ params["w2"]
    return jnp.mean((logits - y) ** 2)


@jax.jit
def step(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)


def train(steps):
    params = init(jax.random.PRNGKey(0))
    x = jnp.ones((32, 64))
    y = jnp.zeros((32, 10))
    for _ in range(steps):
        params = step(params, x, y)  # SITE-STEP
    return jax.block_until_ready(params)


train(3)
print("trained")
