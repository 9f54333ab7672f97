"""A real MPI job of dpnp ranks: each rank runs dpnp elementwise rounds on its SYCL device.

    mpiexec -n N python3 mpi_dpnp.py

Rank r runs r + 1 rounds, so every rank's dispatch counts say whose they are. After a barrier,
rank 0 prints one line saying what ran (device-less the results are garbage, never printed).
"""
from mpi4py import MPI

import dpnp

SIZE = 1024

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
x = dpnp.arange(SIZE, dtype=dpnp.float32)
for _ in range(rank + 1):
    z = dpnp.sin(x) + x
    # Wait for the queue: the results are not read back.
    z.sycl_queue.wait()
comm.Barrier()
if rank == 0:
    print(f"mpi dpnp: {comm.Get_size()} ranks, rank r ran r + 1 rounds of {SIZE} float32")
