// The communication ledger (formulas.md §7.2): bytes and time per step for each parallelism
// dimension (DP/ZeRO gradient and parameter collectives, TP all-reduces or SP all-gather +
// reduce-scatter, PP point-to-point, CP ring exchange, EP all-to-all), each with its overlap rule
// and the exposed part. Collective costs come from ledger/collectives.h; the compute windows that hide
// communication come from the time ledger (ledger/time.h), which calls this.
#pragma once
#include <string>
#include <vector>

#include "core/ledger/collectives.h"
#include "core/ledger/ledger.h"
#include "core/ledger/params.h"
#include "core/spec/hardware.h"
#include "core/spec/plan.h"

namespace ledgerlab {

// Stated overlap switches (formulas.md §7.2 "comm_exposed_s"); API step "options".
struct comm_options {
  bool dp_overlap = true;            // DP/ZeRO grad reduction overlaps the backward (bucketed)
  bool tp_overlap = false;           // TP/SP collectives overlap the layer's GEMMs
  bool param_gather_overlap = false; // ZeRO-1/2 parameter all-gather overlaps the next forward
  bool zero3_prefetch = true;        // ZeRO-3 gathers the next layer during this layer's compute
  // Pipeline send/recv overlapped with the next model chunk's compute under the interleaved
  // schedule (Megatron-Core overlap_p2p_comm; NeMo's MegatronCommOverlapCallback turns it on
  // whenever virtual stages > 1, batch_p2p_comm otherwise). No effect with v = 1.
  bool pp_overlap = false;
  double bucket_bytes = 25e6;        // DDP bucket (PyTorch bucket_cap_mb = 25): the last is exposed
  collective_algo algo = collective_algo::ring;
  // MoE load imbalance ι >= 1: the busiest rank's routed tokens ÷ the mean (time_options::
  // moe_imbalance); its all-to-alls carry ι × the mean buffer.
  double moe_imbalance = 1.0;
};

// Links as the step sees them: achievable bandwidth (efficiency applied) and where groups sit.
struct comm_links {
  link_spec intra, inter;            // effective (B × efficiency)
  long long gpus_per_node = 1;
  // SM contention of overlapped collectives (§11.5): NCCL runs one thread block per channel and
  // a channel carries one NVLink's bandwidth (NCCL src/graph/topo.h SMxx_NVLINK_BW), so carrying
  // B takes ⌈B / per-link⌉ of the GPU's SMs away from the compute it overlaps. 0: not modelled.
  double nvlink_channel_bytes_per_s = 0;
  long long sms = 0;
  // Calibrated intra-node collectives (hardware.collectives' protocol segments): a group inside one
  // node with a fitted rank count uses its fit's segment for the message size instead of α-β.
  std::vector<collective_fit> fits;
};
comm_links links_from_hardware(const hardware_spec& hw);

// Ranks of one group on one node, Megatron rank order tp (fastest), cp, dp, pp: a group of n
// ranks with stride `stride` has min(n, gpus_per_node / stride) members per node (1 if stride
// >= gpus_per_node).
long long group_ranks_per_node(long long n, long long stride, long long gpus_per_node);

// Compute that can hide communication, from the time ledger (seconds, one GPU).
struct comm_windows {
  double layer_fwd_s = 0;        // one layer's forward compute, one micro-batch
  double layer_bwd_s = 0;        // one layer's backward compute, one micro-batch
  double layer_fwd_matmul_s = 0; // the GEMM part of the forward (TP overlap window)
  double layer_bwd_matmul_s = 0;
  double attention_fwd_s = 0;    // attention core forward (CP ring overlap window)
  double stage_bwd_s = 0;        // backward of one micro-batch over this stage's layers (DP window)
};

struct comm_dim {
  const char* key = "";          // "dp", "tp", "pp", "cp", "ep"
  double bytes = 0;              // bytes sent per GPU per step
  double time_s = 0;             // communication time per step (serial sum)
  double exposed_s = 0;          // part not hidden by compute (on the critical path)
  double per_microbatch_exposed_s = 0;  // part of exposed_s inside each micro-batch (TP/CP/EP/ZeRO-3):
                                        // it stretches the pipeline stage, so the bubble scales it too
  std::string overlap;           // the overlap rule applied, in words
  std::vector<ledger_row> rows;  // per-operation rows (want_steps)
};

struct comm_result {
  comm_dim dp{"dp"}, tp{"tp"}, pp{"pp"}, cp{"cp"}, ep{"ep"};
  double time_s = 0, exposed_s = 0;
  // Compute time lost to the SMs overlapped collectives occupy: Σ overlapped time × ch/(SMs − ch).
  double contention_s = 0;
  std::vector<ledger_row> steps;  // totals and per-dimension summaries (want_steps)
};

// Per-step communication of one GPU (the most loaded pipeline stage). m = micro-batches per step.
// pc = count_params(m) (passed in so the planner counts once).
comm_result comm_ledger(const model_spec& m, const param_counts& pc, const precision_spec& prec,
                        const training_spec& tr, const parallel_spec& par, long long microbatches,
                        const comm_links& links, const comm_options& opt, const comm_windows& win,
                        bool want_steps);

json comm_result_to_json(const comm_result& c);

}  // namespace ledgerlab
