// Alpha-beta cost of NCCL-style collectives (formulas.md §7.1): ring and tree all-reduce,
// reduce-scatter, all-gather, all-to-all, broadcast, send/recv, flat or hierarchical (intra-node
// then inter-node), with the nccl-tests byte conventions and bus-bandwidth factors so a predicted
// busbw compares with a measured one. Not here: which collectives a step issues (ledger/comm.h).
#pragma once
#include <string>
#include <vector>

#include "core/ledger/ledger.h"
#include "core/spec/hardware.h"

namespace ledgerlab {

enum class collective_kind { all_reduce, all_gather, reduce_scatter, all_to_all, broadcast, send_recv };
enum class collective_algo { ring, tree };

bool parse_collective_kind(const std::string& s, collective_kind& out);  // "all_reduce", ...
const char* collective_name(collective_kind k);

// nccl-tests busbw factor (doc/PERFORMANCE.md; formulas.md §7.1): all_reduce 2(n−1)/n;
// all_gather, reduce_scatter, all_to_all (n−1)/n; broadcast, send_recv 1. 0 for n = 1 (as nccl-tests).
double busbw_factor(collective_kind k, long long n);

struct collective_cost {
  double time_s = 0;               // α-β time
  double bytes_sent_per_rank = 0;  // bytes each rank puts on its links
  double algbw_bytes_per_s = 0;    // S / time (0 when time is 0)
  double busbw_bytes_per_s = 0;    // algbw × busbw_factor
  double factor = 0;               // busbw factor used
  std::vector<ledger_row> steps;   // filled when want_steps
};

// Flat collective over n ranks on one link. S = `bytes` in the nccl-tests convention (API.md
// `collective`). Ring unless algo = tree (tree only changes all_reduce and broadcast).
collective_cost collective_time(collective_kind k, collective_algo algo, double bytes, long long n,
                                const link_spec& link, bool want_steps);

// Hierarchical collective over n ranks of which `per_node` share a node (n = per_node × nodes):
// intra-node phase on `intra`, inter-node phase on `inter` (one rail per local rank, as NCCL's
// ring/tree over rail-optimised fabrics). per_node >= n is the flat intra-node case; per_node = 1
// the flat inter-node case. ledgerlab derivation from §7.1, stated in the steps:
//   all_reduce  = RS_intra(S, g) + AR_inter(S/g, k) + AG_intra(S, g)
//   all_gather  = AG_inter(S/g, k) + AG_intra(S, g);  reduce_scatter symmetric
//   all_to_all  = (n−1)·α_inter + max((n−g)/n·S/B_inter, (g−1)/n·S/B_intra)  (one NIC per GPU)
//   broadcast / send_recv: on the inter-node link when the group spans nodes.
collective_cost hierarchical_collective(collective_kind k, collective_algo algo, double bytes, long long n,
                                        long long per_node, const link_spec& intra, const link_spec& inter,
                                        bool want_steps);

// A hardware profile's link with its achievable collective efficiency applied (B × eff).
link_spec effective_link(const link_spec& l, double collective_efficiency);

}  // namespace ledgerlab
