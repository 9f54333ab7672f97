//! The launchers whose variables give a process its rank, read by the preload (declared once,
//! here, so that tests clear exactly these).

/// What one launcher family sets: the rank, then the variables it keeps the world size and
/// the rank on its node in (the first set of each, in order).
pub struct Launcher {
    pub rank: &'static str,
    pub world_size: &'static [&'static str],
    pub local_rank: &'static [&'static str],
}

/// The launchers, in the order their rank is trusted: torchrun's first (it may run under
/// Slurm or MPI, whose variables then name the launcher's own task rather than the training
/// rank); Open MPI before Slurm, which may have started it; bare PMIx (which sets no size in
/// the environment) last, since Open MPI and Slurm's `--mpi=pmix` set it beside their own.
/// World size and local rank come from the family of the rank, never from another launcher
/// that happens to wrap it.
pub const LAUNCHERS: [Launcher; 6] = [
    // torchrun (and torch.distributed's other launchers).
    Launcher {
        rank: "RANK",
        world_size: &["WORLD_SIZE"],
        local_rank: &["LOCAL_RANK"],
    },
    // Hydra: Intel MPI and MPICH (MPI_LOCALRANKID); Cray PMI (PMI_LOCAL_RANK).
    Launcher {
        rank: "PMI_RANK",
        world_size: &["PMI_SIZE"],
        local_rank: &["MPI_LOCALRANKID", "PMI_LOCAL_RANK"],
    },
    Launcher {
        rank: "OMPI_COMM_WORLD_RANK",
        world_size: &["OMPI_COMM_WORLD_SIZE"],
        local_rank: &["OMPI_COMM_WORLD_LOCAL_RANK"],
    },
    // HPE Cray PALS (Aurora's mpiexec): no world size in the environment.
    Launcher {
        rank: "PALS_RANKID",
        world_size: &[],
        local_rank: &["PALS_LOCAL_RANKID"],
    },
    Launcher {
        rank: "SLURM_PROCID",
        world_size: &["SLURM_NTASKS", "SLURM_NPROCS"],
        local_rank: &["SLURM_LOCALID"],
    },
    Launcher {
        rank: "PMIX_RANK",
        world_size: &[],
        local_rank: &[],
    },
];

/// Every variable any launcher in [`LAUNCHERS`] sets.
pub fn variables() -> impl Iterator<Item = &'static str> {
    LAUNCHERS.iter().flat_map(|l| {
        std::iter::once(l.rank)
            .chain(l.world_size.iter().copied())
            .chain(l.local_rank.iter().copied())
    })
}
