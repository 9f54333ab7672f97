//! Which ranks of a parallel job the report holds, on which hosts, against the world size the
//! launcher announced: what tells a user of a multi-node job that ranks are missing.

use aotspy_report::{ranks_text, HostRanks, ProcessEntry, RankCensus, Warning, WarningKind};
use std::collections::{BTreeMap, BTreeSet};

/// The census of the processes' ranks; `None` when no process had one.
pub fn of(processes: &[ProcessEntry]) -> Option<RankCensus> {
    let ranked: Vec<(&ProcessEntry, u32)> = processes
        .iter()
        .filter_map(|p| Some((p, p.rank?)))
        .collect();
    if ranked.is_empty() {
        return None;
    }
    let world_sizes_announced: BTreeSet<u32> =
        ranked.iter().filter_map(|(p, _)| p.world_size).collect();
    let ranks_seen: BTreeSet<u32> = ranked.iter().map(|&(_, rank)| rank).collect();
    let world_size = world_sizes_announced.last().copied();
    let missing_ranks = (0..world_size.unwrap_or(0))
        .filter(|rank| !ranks_seen.contains(rank))
        .collect();
    let mut hosts: BTreeMap<&str, BTreeSet<u32>> = BTreeMap::new();
    for (process, rank) in &ranked {
        hosts.entry(&process.hostname).or_default().insert(*rank);
    }
    Some(RankCensus {
        world_size,
        world_sizes_announced: world_sizes_announced.into_iter().collect(),
        ranks_seen: ranks_seen.into_iter().collect(),
        missing_ranks,
        hosts: hosts
            .into_iter()
            .map(|(hostname, ranks)| HostRanks {
                hostname: hostname.to_owned(),
                ranks: ranks.into_iter().collect(),
            })
            .collect(),
    })
}

/// The warning for ranks the launcher announced that sent nothing, naming them, where the
/// others ran, and the likeliest cause.
pub fn missing_warning(census: &RankCensus) -> Option<Warning> {
    if census.missing_ranks.is_empty() {
        return None;
    }
    let world_size = census.world_size?;
    let hosts = census.hosts_text();
    let text = format!(
        "rank{} {} of a world of {world_size} sent nothing ({} of {world_size} seen: {hosts}): \
         ranks on other nodes spool on their own node unless `aotspy collect --spool DIR` \
         names a directory every node shares; a rank that never used Level Zero sends nothing",
        if census.missing_ranks.len() == 1 {
            ""
        } else {
            "s"
        },
        ranks_text(&census.missing_ranks),
        census.ranks_seen.len(),
    );
    Some(Warning::new(WarningKind::RanksMissing, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn process(hostname: &str, rank: Option<u32>, world_size: Option<u32>) -> ProcessEntry {
        ProcessEntry {
            pid: 1,
            ppid: 0,
            argv: Vec::new(),
            exe: String::new(),
            hostname: hostname.into(),
            rank,
            rank_variable: rank.map(|_| "PMI_RANK".into()),
            local_rank: None,
            world_size,
            start_unix_ms: 0,
            injected: None,
            clean_exit: true,
            ended: String::new(),
            counts_from_counters_file: true,
            stream_error: None,
            kernels: Vec::new(),
            unattributed: Default::default(),
            diagnostics: Vec::new(),
        }
    }

    #[test]
    fn a_full_world_has_no_missing_ranks_and_lists_its_hosts() {
        let census = of(&[
            process("node1", Some(1), Some(2)),
            process("node0", Some(0), Some(2)),
            // A forked child keeps its parent's rank; a helper has none.
            process("node0", Some(0), Some(2)),
            process("node0", None, None),
        ])
        .unwrap();
        assert_eq!(
            census,
            RankCensus {
                world_size: Some(2),
                world_sizes_announced: vec![2],
                ranks_seen: vec![0, 1],
                missing_ranks: vec![],
                hosts: vec![
                    HostRanks {
                        hostname: "node0".into(),
                        ranks: vec![0]
                    },
                    HostRanks {
                        hostname: "node1".into(),
                        ranks: vec![1]
                    },
                ],
            }
        );
        assert_eq!(missing_warning(&census), None);
        assert_eq!(of(&[process("node0", None, None)]), None);
    }

    #[test]
    fn missing_ranks_are_named_with_where_the_others_ran() {
        let census = of(&[
            process("node0", Some(0), Some(8)),
            process("node1", Some(1), Some(8)),
            process("node1", Some(3), Some(8)),
        ])
        .unwrap();
        assert_eq!(census.missing_ranks, [2, 4, 5, 6, 7]);
        assert_eq!(
            missing_warning(&census).unwrap(),
            Warning::new(
                WarningKind::RanksMissing,
                "ranks 2,4-7 of a world of 8 sent nothing (3 of 8 seen: 0 on node0, 1,3 on \
                 node1): ranks on other nodes spool on their own node unless `aotspy collect \
                 --spool DIR` names a directory every node shares; a rank that never used Level \
                 Zero sends nothing"
            )
        );
    }

    /// PALS announces no world size: nothing can be called missing.
    #[test]
    fn without_a_world_size_nothing_is_missing() {
        let census = of(&[process("x", Some(3), None)]).unwrap();
        assert_eq!(
            (census.world_size, &census.missing_ranks[..]),
            (None, &[][..])
        );
        assert_eq!(missing_warning(&census), None);
    }
}
