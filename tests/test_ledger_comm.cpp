// Tests of the communication ledger (core/ledger/comm.h) against formulas.md §7.2: DDP and ZeRO
// volumes (ZeRO-3 = 1.5× DDP, Rajbhandari et al. SC20 §7), Narayanan et al. 2021's TP volume
// 8·b·s·h·(t−1)/t per layer per micro-batch, PP point-to-point, overlap rules.
#include <catch2/catch.hpp>

#include "core/api.h"
#include "core/ledger/comm.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

namespace {
json step(const json& parallel, const json& training, const json& extra = json::object()) {
  json req = {{"op", "step"}, {"model", {{"preset", "llama-2-7b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
              {"training", training}, {"parallel", parallel}, {"hardware", {{"preset", "h100-sxm"}}}};
  for (auto& [k, v] : extra.items()) req[k] = v;
  json r = handle_json(req);
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  return r;
}
double psi_local_7b() {  // llama-2-7b on one stage, tp = 1: every parameter (formulas.md §3.2: 6,738,415,616)
  return 6738415616.0;
}
}  // namespace

TEST_CASE("DDP gradient all-reduce volume is 2(d−1)/d·Ψ·bytes", "[ledger_comm]") {
  json r = step({{"dp", 8}}, {{"seq_len", 1024}});
  // seed page: C ≈ 2(P−1)/P × N × bytes_grad with fp16/bf16 gradients (2 B)
  REQUIRE_THAT(r["comm_bytes"]["dp"].get<double>(), WithinRel(2.0 * 7 / 8 * psi_local_7b() * 2, 1e-12));
  REQUIRE(r["comm_bytes"]["tp"].get<double>() == 0.0);
  REQUIRE(r["comm_bytes"]["pp"].get<double>() == 0.0);
}

TEST_CASE("ZeRO volumes: ZeRO-1 = DDP, ZeRO-2 = (m+1)(d−1)/d·Ψ, ZeRO-3 = 1.5× DDP at m = 1", "[ledger_comm]") {
  const json tr = {{"seq_len", 1024}};
  const double ddp = step({{"dp", 8}, {"zero", 0}}, tr)["comm_bytes"]["dp"].get<double>();
  const double z1 = step({{"dp", 8}, {"zero", 1}}, tr)["comm_bytes"]["dp"].get<double>();
  const double z3 = step({{"dp", 8}, {"zero", 3}}, tr)["comm_bytes"]["dp"].get<double>();
  REQUIRE_THAT(z1, WithinRel(ddp, 1e-12));
  REQUIRE_THAT(z3 / ddp, WithinRel(1.5, 1e-12));  // ZeRO paper: 3Ψ vs 2Ψ
  const double z2m4 = step({{"dp", 8}, {"zero", 2}}, {{"seq_len", 1024}, {"grad_accum", 4}})["comm_bytes"]["dp"].get<double>();
  REQUIRE_THAT(z2m4, WithinRel(5.0 * 7 / 8 * psi_local_7b() * 2, 1e-12));
  const double z3m4 = step({{"dp", 8}, {"zero", 3}}, {{"seq_len", 1024}, {"grad_accum", 4}})["comm_bytes"]["dp"].get<double>();
  REQUIRE_THAT(z3m4, WithinRel(3.0 * 4 * 7 / 8 * psi_local_7b() * 2, 1e-12));
}

TEST_CASE("TP volume: 8·b·s·h·(t−1)/t per layer per micro-batch (Narayanan et al. 2021)", "[ledger_comm]") {
  const double b = 2, s = 1024, h = 4096, t = 8, L = 32, m = 3, E = 2;
  json r = step({{"tp", 8}}, {{"seq_len", 1024}, {"micro_batch", 2}, {"grad_accum", 3}});
  const double per_layer = 8 * b * s * h * (t - 1) / t * E;
  REQUIRE_THAT(r["comm_bytes"]["tp"].get<double>(), WithinRel(L * m * per_layer, 1e-12));
  // SP: all-gather + reduce-scatter in place of each all-reduce (same volume), plus the two
  // all-gathers SP redoes in the backward instead of storing their outputs (Korthikanti §4.2.2):
  // 4 + 2 × ½ all-reduce volumes = 1.25× TP
  json sp = step({{"tp", 8}, {"sequence_parallel", true}}, {{"seq_len", 1024}, {"micro_batch", 2}, {"grad_accum", 3}});
  REQUIRE_THAT(sp["comm_bytes"]["tp"].get<double>(), WithinRel(1.25 * L * m * per_layer, 1e-12));
  // with full recompute the recomputed forward re-gathers, nothing extra: 6 collectives as TP
  json sp_full = step({{"tp", 8}, {"sequence_parallel", true}}, {{"seq_len", 1024}, {"micro_batch", 2}, {"grad_accum", 3}, {"recompute", "full"}});
  REQUIRE_THAT(sp_full["comm_bytes"]["tp"].get<double>(), WithinRel(1.5 * L * m * per_layer, 1e-12));
  // full recompute repeats the two forward all-reduces: 6 instead of 4
  json full = step({{"tp", 8}}, {{"seq_len", 1024}, {"micro_batch", 2}, {"grad_accum", 3}, {"recompute", "full"}});
  REQUIRE_THAT(full["comm_bytes"]["tp"].get<double>(), WithinRel(1.5 * L * m * per_layer, 1e-12));
  // TP collectives are exposed unless tp_overlap is set
  REQUIRE_THAT(r["comm"]["dimensions"]["tp"]["exposed_s"].get<double>(),
               WithinRel(r["comm"]["dimensions"]["tp"]["time_s"].get<double>(), 1e-12));
  json ov = step({{"tp", 8}}, {{"seq_len", 1024}, {"micro_batch", 2}, {"grad_accum", 3}}, {{"options", {{"tp_overlap", true}}}});
  REQUIRE(ov["comm"]["dimensions"]["tp"]["exposed_s"].get<double>() < r["comm"]["dimensions"]["tp"]["exposed_s"].get<double>());
}

TEST_CASE("PP volume: 2·v·m transfers of b·s·h/t per stage", "[ledger_comm]") {
  json r = step({{"pp", 4}, {"tp", 2}, {"virtual_stages", 2}}, {{"seq_len", 1024}, {"grad_accum", 8}});
  REQUIRE_THAT(r["comm_bytes"]["pp"].get<double>(), WithinRel(2.0 * 2 * 8 * (1 * 1024 * 4096 / 2.0) * 2, 1e-12));
}

TEST_CASE("PP overlap (overlap_p2p_comm): interleaved transfers hide behind the next chunk, fill and drain stay", "[ledger_comm]") {
  const json par = {{"pp", 4}, {"tp", 2}, {"virtual_stages", 2}}, tr = {{"seq_len", 1024}, {"grad_accum", 8}};
  json off = step(par, tr), on = step(par, tr, {{"options", {{"pp_overlap", true}}}});
  const json &p_off = off["comm"]["dimensions"]["pp"], &p_on = on["comm"]["dimensions"]["pp"];
  REQUIRE_THAT(p_off["exposed_s"].get<double>(), WithinRel(p_off["time_s"].get<double>(), 1e-12));
  // 2·v·m = 32 transfers of equal time; a 4-layer chunk of llama-2-7b at b·s = 1024 tokens takes far
  // longer than one 4 MB NVLink transfer, so only the 2·(p − 1) = 6 fill and drain transfers show
  const double x = p_on["time_s"].get<double>() / (2.0 * 2 * 8);
  REQUIRE_THAT(p_on["exposed_s"].get<double>(), WithinRel(6 * x, 1e-9));
  REQUIRE(on["step_s"].get<double>() < off["step_s"].get<double>());
  // v = 1 (Megatron's batch_p2p_comm schedule): the option changes nothing
  const json par1 = {{"pp", 4}, {"tp", 2}};
  REQUIRE(step(par1, tr, {{"options", {{"pp_overlap", true}}}})["step_s"] == step(par1, tr)["step_s"]);
  // a non-boolean is rejected naming the option
  json bad = handle_json({{"op", "step"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", tr}, {"parallel", par},
                          {"hardware", {{"preset", "h100-sxm"}}}, {"options", {{"pp_overlap", "yes"}}}});
  REQUIRE(bad["ok"] == false);
  REQUIRE(bad["error"]["path"] == "/options/pp_overlap");
}

TEST_CASE("DP overlap: exposed part is at most the time, all of it with dp_overlap off", "[ledger_comm]") {
  json on = step({{"dp", 16}}, {{"seq_len", 1024}, {"grad_accum", 4}});
  json off = step({{"dp", 16}}, {{"seq_len", 1024}, {"grad_accum", 4}}, {{"options", {{"dp_overlap", false}}}});
  const json& d_on = on["comm"]["dimensions"]["dp"];
  const json& d_off = off["comm"]["dimensions"]["dp"];
  REQUIRE(d_on["exposed_s"].get<double>() < d_on["time_s"].get<double>());
  REQUIRE(d_on["exposed_s"].get<double>() > 0);  // the last bucket is never hidden
  REQUIRE_THAT(d_off["exposed_s"].get<double>(), WithinRel(d_off["time_s"].get<double>(), 1e-12));
  // dp = 16 on 8-GPU nodes: hierarchical, slower than dp = 8 inside one node
  json in_node = step({{"dp", 8}}, {{"seq_len", 1024}, {"grad_accum", 4}});
  REQUIRE(in_node["comm"]["dimensions"]["dp"]["time_s"].get<double>() < d_on["time_s"].get<double>());
}

TEST_CASE("EP all-to-all and CP ring exchange appear with their degrees", "[ledger_comm]") {
  json moe = handle_json({{"op", "step"}, {"model", {{"preset", "mixtral-8x7b"}}}, {"training", {{"seq_len", 1024}}},
                          {"parallel", {{"dp", 8}, {"ep", 8}, {"zero", 1}}}, {"hardware", {{"preset", "h100-sxm"}}}});
  INFO(moe.dump());
  REQUIRE(moe["ok"] == true);
  // 4 all-to-alls per MoE layer, each (e−1)/e × b·s·k·h × 2 B: 32 layers, k = 2
  REQUIRE_THAT(moe["comm_bytes"]["ep"].get<double>(), WithinRel(32 * 4 * 7.0 / 8 * 1024 * 2 * 4096 * 2, 1e-12));
  json cp = step({{"cp", 4}}, {{"seq_len", 4096}});
  // (c−1) K,V blocks of 2·(s/c)·b·g·d_h per layer forward, ×3 with backward
  REQUIRE_THAT(cp["comm_bytes"]["cp"].get<double>(), WithinRel(32 * 3 * 3 * (2.0 * 1024 * 32 * 128 * 2), 1e-12));
}

TEST_CASE("group placement follows Megatron's rank order", "[ledger_comm]") {
  REQUIRE(group_ranks_per_node(8, 1, 8) == 8);    // TP 8 in a node
  REQUIRE(group_ranks_per_node(16, 8, 8) == 1);   // DP after TP 8: one per node
  REQUIRE(group_ranks_per_node(16, 2, 8) == 4);   // DP after TP 2: four per node
  REQUIRE(group_ranks_per_node(2, 2, 8) == 2);
  REQUIRE(group_ranks_per_node(1, 1, 8) == 1);
}
