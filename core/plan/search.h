// The parallelism planner (API op `plan`): exhaustive search with pruning over dp, tp, pp (+ the
// interleaved schedule's v), cp, ep, ZeRO stage, micro-batch (per dp: the divisors of the replica's
// batch; the space: formulas.md §13, §13.1), recompute mode and optimizer offload. Memory first (memory_train; a
// model-state lower bound rejects whole subtrees), then the step-time ledger; deterministic ranking;
// top-k with full ledgers; counts by class and reason. Also `min_gpus`: the fewest GPUs that fit.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/ledger/time.h"

namespace ledgerlab {

// The search space. Empty lists mean "all valid values" (defaults stated beside each).
struct plan_space {
  std::vector<long long> tp, pp, cp, ep, virtual_stages;  // tp: divisors ≤ gpus_per_node
  std::vector<long long> micro_batch;    // given: the same list for every dp; empty: see micro_batch_candidates
  std::vector<int> zero;                 // default 0..3
  std::vector<recompute_kind> recompute; // default none, selective, full (no selective with flash attention)
  std::vector<bool> offload;             // default false, true (offload only with zero >= 1)
  long long max_micro_batch = 16;        // default micro-batches: divisors of B/dp up to this
  bool sequence_parallel = true;         // SP on whenever tp > 1 (Korthikanti et al. 2022: no cost, less memory)
  bool embedding_in_split = false, loss_in_split = false;  // Megatron's uneven split for every pp tried (§8.1)
  bool prune = true;                     // model-state lower bound skips whole subtrees (false: check each one)
  // Work caps (0 = none; op plan sets the limits below). Past either, plan_search throws api_error
  // {too_large} at `cap_path`: the search stops instead of running for minutes.
  long long max_searched = 0;            // configurations in the space, pruned subtrees included
  long long max_evaluated = 0;           // memory and step-time ledgers computed
  long long searched_before = 0, evaluated_before = 0;  // spent by earlier searches of the same request
  std::string cap_path = "/gpus";
};

// The op's caps (too_large past them): a search of the default space over 16384 GPUs stays well
// inside them; each bounds the time of one request to a few seconds in the browser.
constexpr std::size_t max_space_values = 64;         // entries in each space.* list
constexpr long long max_min_gpus_counts = 4096;      // GPU counts min_gpus may try
constexpr long long max_plan_searched = 50000000;    // space size summed over the counts tried
constexpr long long max_plan_evaluated = 2000000;    // ledgers computed, summed over the counts tried
constexpr std::size_t max_micro_batch_candidates = 32;  // default micro-batch sizes tried per dp (thinned above)

// The default micro-batch sizes for one data-parallel degree (formulas.md §13.1): the divisors b of the
// per-replica batch B/dp with b ≤ max_micro_batch, ascending (a replica runs B/(dp·b) whole
// micro-batches). More than max_micro_batch_candidates are thinned to that many, evenly by rank in the
// ascending list (ranks round(i·(n−1)/(k−1)), i = 0..k−1: 1 and the largest always kept); *thinned says
// so. dp that does not divide B: {1}, which the batch rule then rejects (the layout is counted, not
// silently dropped).
std::vector<long long> micro_batch_candidates(long long global_batch, long long dp, long long max_micro_batch,
                                              bool* thinned = nullptr);

struct plan_config {
  parallel_spec par;
  training_spec tr;                      // micro_batch, grad_accum (= m), global_batch, recompute
  double step_s = 0, mfu = 0, hfu = 0, tokens_per_s = 0, per_gpu_bytes = 0;
};

struct plan_result {
  long long gpus = 0;
  long long searched = 0;                // configurations in the space (including pruned subtrees)
  long long evaluated = 0;               // configurations whose step time was computed
  long long feasible = 0;                // fit in memory and valid (= timed + pruned)
  long long timed = 0;                   // fit, step time computed and finite: ranked
  long long pruned = 0;                  // fit (more recompute never needs more memory), not timed: cannot enter the top k
  long long ledgers = 0;                 // memory + step-time ledgers computed (the work; lower bounds included)
  std::map<std::string, long long> rejected;          // "out_of_memory", "infeasible"
  std::map<std::string, long long> infeasible_reasons; // why, by rule
  std::vector<plan_config> top;          // best first
  // The micro-batch sizes searched for each dp reached (space.micro_batch, or micro_batch_candidates)
  // and how many of those default lists were thinned to max_micro_batch_candidates.
  std::map<long long, std::vector<long long>> micro_batches;
  long long micro_batch_lists_thinned = 0;
};

// Searches one GPU count. ctx from make_step_context (seq_len = tr.seq_len); tr carries
// global_batch, seq_len, flash_attention, dropout. reserve = bytes kept free per GPU.
plan_result plan_search(const step_context& ctx, const training_spec& tr, long long gpus, const plan_space& space,
                        int top_k, double reserve_bytes);

// Deterministic order: step time, then fewer pipeline stages, smaller tp, cp, ep, lower ZeRO,
// no offload, less recompute, larger micro-batch, smaller v.
bool plan_better(const plan_config& a, const plan_config& b);

}  // namespace ledgerlab
