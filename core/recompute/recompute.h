// The recomputation ledger (formulas.md §9-§10): activation checkpointing schedules over a chain of
// layers, replayed event by event. Peak memory and recomputed FLOPs come out of the replay; the
// closed forms of formulas.md §9 are what the tests check the replay against. Strategies: none,
// every_k, sqrt (Chen et al. 2016), full (Korthikanti et al. 2022), selective, optimal (revolve-style
// DP: Griewank & Walther 2000 for uniform chains, Beaumont et al. 2019 for heterogeneous chains).
// Not here: the API op (recompute/recompute_api.cpp) and the model -> chain derivation (recompute/recompute_api.cpp).
//
// ---- Memory model (exact; every number the replay reports follows these rules) -------------------
// A chain has n layers 0..n-1. Layer l maps x_l -> x_{l+1}. Per layer:
//   A_l = activation_bytes   everything layer l keeps for its backward pass, its output included
//   c_l = checkpoint_bytes   its output x_{l+1} alone (default c_l = A_l: the unit model of §9,
//                            "checkpoint = a stored layer output"); r_l = A_l - c_l is the
//                            internal record (for a transformer block: the Korthikanti tensors)
//   s_l = selective_bytes    the part of r_l that selective recompute drops (attention core, s²)
//   F_l = forward_flops      one forward of layer l; its backward costs 2·F_l (formulas.md §6.2)
// Objects held: outputs x_1..x_n (c bytes each) and records r_0..r_{n-1}. x_0 is the batch itself
// and is not counted. Gradient buffers (dL/dx, weight gradients), weights, workspace and allocator
// slack are not activation memory and are not counted (they are the memory ledger's rows).
// Events:
//   forward(l)   needs x_l; allocates x_{l+1} (if not held) and, if it keeps the record, r_l
//                (or r_l minus s_l for selective). The first forward of a layer is the forward
//                pass; every later one is recomputation.
//   rematerialize(l)  selective only: re-runs the attention core, allocating s_l again.
//   free(l)      drops x_l.
//   backward(l)  needs x_l, x_{l+1} and the whole r_l; layer l's stored activations count while
//                its backward runs; afterwards x_{l+1} and r_l are freed. Backward runs n-1 .. 0.
// Memory is measured after every allocation (so during a forward both its input and its output are
// live, and during a backward everything it reads is live). Peak = the largest of those sums.
// With c = A (r = 0) this is Chen's model and gives exactly, for uniform chains (§9 table):
//   none: n·A;  every_k: ceil(n/k)·A + (k-1)·A with (n - ceil(n/k))·F recomputed.
// Checkpoints are kept outputs x_{q+1}, reported as layer index q; every_k keeps the outputs of
// layers n-1, n-1-k, ... (segments aligned at the end, so the last segment is a full k).
#pragma once
#include <string>
#include <vector>

namespace ledgerlab {

struct chain_layer {
  std::string name;               // "block 3", "embedding", "logits" (may be "")
  double activation_bytes = 0;    // A_l
  double forward_flops = 0;       // F_l
  double checkpoint_bytes = 0;    // c_l <= A_l (output only)
  double selective_bytes = 0;     // s_l <= A_l - c_l
  double selective_flops = 0;     // FLOPs to rematerialize s_l
};

struct chain {
  std::vector<chain_layer> layers;
  bool has_selective = false;     // some layer has selective_bytes > 0 (or the chain came from a model)
  bool uniform() const;           // all layers equal (A, c, F)
  double forward_flops() const;   // Σ F_l: one forward pass
};

// Builds the uniform chain of formulas.md §9 (c = A unless checkpoint_bytes >= 0 is given).
chain uniform_chain(long long n, double activation_bytes, double forward_flops, double checkpoint_bytes = -1);

enum class op_kind { forward_none, forward_keep, forward_partial, rematerialize, free_output, backward };
struct sched_op {
  op_kind kind;
  int layer;                      // for free_output: the index l of x_l
};
struct schedule {
  std::string strategy;           // "none", "every_k", ...
  int k = 0;                      // every_k / sqrt segment length
  std::vector<sched_op> ops;
};

// ---- strategies -----------------------------------------------------------------------------------
schedule schedule_none(const chain& ch);
schedule schedule_every_k(const chain& ch, int k);     // 1 <= k <= n; k = 1 is "full" when c < A
schedule schedule_selective(const chain& ch);          // needs selective bytes
int sqrt_k(long long n);                               // smallest k with k*k >= n (Chen 2016: k = √n)

// ---- replay ---------------------------------------------------------------------------------------
struct timeline_event {
  long long t = 0;                // event index
  const char* event = "";         // forward | recompute | rematerialize | free | backward
  int layer = 0;
  double bytes = 0;               // live activation bytes during the event (after its allocations)
  double flops = 0;               // cumulative FLOPs at the end of the event (forward 1, backward 2)
};
struct held_object {
  std::string what;               // "output of layer 3" | "record of layer 3"
  int layer = 0;
  double bytes = 0;
};
struct replay_result {
  double peak_bytes = 0;
  long long peak_t = 0;                 // first event reaching the peak
  std::vector<held_object> held_at_peak;  // sums to peak_bytes
  double forward_flops = 0;             // one forward pass (Σ F)
  double backward_flops = 0;            // 2 Σ F
  double recompute_flops = 0;           // forwards beyond the first of each layer + rematerialize
  double total_flops = 0;               // forward + backward + recompute
  std::vector<int> checkpoints;         // layers whose output is kept from the forward pass to the backward
  long long events = 0;
  std::vector<timeline_event> timeline;  // only when asked
};
// Executes the schedule; throws std::logic_error naming the op if it is invalid (a bug).
replay_result replay(const chain& ch, const schedule& s, bool want_timeline);

// ---- optimal (minimum recompute under a budget) ---------------------------------------------------
struct optimal_result {
  bool feasible = false;
  double min_budget_bytes = 0;    // least budget any schedule of the model can use (exact)
  schedule sched;                 // when feasible
  bool exact = true;              // false: heterogeneous sizes were rounded up to memory slots
  double resolution_bytes = 0;    // the slot size used
  std::string method;             // "uniform_dp" | "heterogeneous_dp"
};
// A replayed peak fits a budget up to one part in 1e12: the min-peak DP and the replay add the same
// bytes in different orders, so the minimum schedule's replayed peak may land a rounding error
// above min_budget_bytes (which is then still the honest minimum).
inline bool fits_budget(double peak_bytes, double budget_bytes) { return peak_bytes <= budget_bytes * (1 + 1e-12); }

// Minimum total forward FLOPs with peak <= budget_bytes. The DP covers every nested schedule of the
// model (store outputs, optionally with records, recurse right-then-left: Griewank's revolve, Gruslys
// et al. 2016, Beaumont et al. 2019); the tests check it against exhaustive search over all schedules.
optimal_result schedule_optimal(const chain& ch, double budget_bytes);
double min_budget_bytes(const chain& ch);   // exact minimum peak over the DP family

// Least budget whose optimal schedule recomputes at most max_fraction × (forward + backward) FLOPs.
struct inverse_result {
  bool feasible = false;
  double budget_bytes = 0;
  optimal_result opt;
};
inverse_result least_memory_for_overhead(const chain& ch, double max_fraction);

constexpr long long max_chain_layers = 20000;       // any strategy
constexpr long long max_optimal_uniform = 2000;     // optimal on uniform chains with c = A
constexpr long long max_optimal_heterogeneous = 2000;
// Whether optimal / min_budget_bytes answer this chain interactively: uniform chains with c = A up to
// max_optimal_uniform layers; others while the DP's distinct sub-problems stay below a work limit
// (a chain of 200 all-different layers is about the limit; "embedding + identical blocks + logits"
// chains go much further). `why` gets the reason when not.
bool optimal_supported(const chain& ch, std::string* why);

}  // namespace ledgerlab
